// "Companies using it": the shared company filters, checked before anything is sent, and the
// listing a page at a time (1 credit a page, cached), with Previous/Next that state their price.
// The page's "Load all" asks for the first page with the filters as they stand, when none is shown.
import { domainViewUrl } from '@/lib/ui/routes';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { CompaniesTable } from '@/components/technologies/CompaniesTable';
import { CompanyFilterForm } from '@/components/technologies/CompanyFilterForm';
import { checkFilters, EMPTY_FILTERS, type FilterForm } from '@/lib/companies/company-filters';
import { PagedResults } from '@/components/technologies/ResultFrame';
import type { CompanyFilters } from '@/lib/api/schemas';
import { useCheckedSubmit } from '@/lib/ui/use-checked-submit';
import { usePagedQuery } from '@/lib/ui/use-paged-query';
import { t } from '@/lib/i18n';

export const COMPANIES_LIMIT = 20;

export interface CompaniesPanelProps {
  id: number;
  name: string;
  now?: number;
  /** What "Load all" would spend here: the first page's price (0 when cached), or null when a
   *  listing is shown, loading, or the filters are invalid. */
  onPendingChange?(cost: number | null): void;
  /** For "Load all": loads what onPendingChange last reported (nothing when it reported null). */
  ref?: Ref<CompaniesPanelHandle>;
}

export interface CompaniesPanelHandle {
  loadPending(): void;
}

export function CompaniesPanel({ id, name, now, onPendingChange, ref }: CompaniesPanelProps) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTERS);
  const query = (filters: CompanyFilters, offset: number) => ({ id, ...filters, limit: COMPANIES_LIMIT, offset });
  const checked = checkFilters(form);
  const companies = usePagedQuery('technology.companies', COMPANIES_LIMIT, query, 'filters' in checked ? checked.filters : null);
  const { asked, formCached, busy, price } = companies;
  const { errors, submit } = useCheckedSubmit(checked, (valid) => companies.ask(valid.filters));

  const status = companies.state.status;
  const pending = asked === null ? ('filters' in checked ? (formCached ? 0 : price) : null) : status === 'error' ? price : null;
  useEffect(() => onPendingChange?.(pending), [onPendingChange, pending]);
  useImperativeHandle(ref, () => ({
    loadPending() {
      if (pending === null) return;
      if (asked === null) submit();
      else companies.load();
    },
  }));

  return (
    <section className="paid-panel" aria-labelledby="tech-companies-title">
      <h3 id="tech-companies-title">{t('technologies_companiesTitle')}</h3>
      <CompanyFilterForm form={form} errors={errors} onChange={setForm} onSubmit={submit} cached={formCached} busy={busy} />
      <PagedResults
        title={t('technologies_companiesWhat')}
        pagesLabel={t('technologies_companyPages')}
        listing={companies}
        now={now}
        count={(d) => ({ shown: d.companies.length, total: d.total })}
      >
        {(data) => <CompaniesTable companies={data.companies} technology={name} hrefFor={domainViewUrl} />}
      </PagedResults>
    </section>
  );
}
