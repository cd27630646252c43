// Companies › Search: validates the form before any request, prices each page (1 credit, free when
// cached), pages by offset in the API's order and opens a company's detail under its row on demand.
import { domainViewUrl } from '@/lib/ui/routes';
import { useState } from 'react';
import { CompanyResults } from '@/components/companies/CompanyResults';
import { CompanySearchForm } from '@/components/companies/CompanySearchForm';
import {
  EMPTY_FORM,
  PAGE_SIZE,
  validateSearch,
  type SearchErrors,
  type SearchField,
  type SearchForm,
  type SearchParams,
} from '@/components/companies/search-query';
import { ErrorNotice } from '@/components/ErrorNotice';
import { latest } from '@/lib/ui/loadable';
import { usePagedQuery } from '@/lib/ui/use-paged-query';
import { t } from '@/lib/i18n';
import { CompanyDetail } from './CompanyDetail';

const pageParams = (query: SearchParams, offset: number) => ({ ...query, offset });

export function CompanySearchPanel() {
  const [form, setForm] = useState<SearchForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SearchErrors>({});
  const [selected, setSelected] = useState<string | null>(null);

  const valid = validateSearch(form);
  const search = usePagedQuery('companies.search', PAGE_SIZE, pageParams, valid.ok ? valid.params : null);
  const page = search.state;
  const shown = latest(page);
  const hasPrevious = shown !== undefined && shown.offset > 0;
  const hasNext = shown !== undefined && shown.offset + shown.companies.length < shown.total;

  function submit() {
    if (!valid.ok) {
      setErrors(valid.errors);
      return;
    }
    setErrors({});
    setSelected(null);
    search.ask(valid.params);
  }

  function change(field: SearchField, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  const chosen = shown?.companies.find((c) => c.domain === selected);
  return (
    <section aria-labelledby="company-search-title" className="company-panel">
      <h2 id="company-search-title">{t('companies_searchTitle')}</h2>
      <CompanySearchForm values={form} errors={errors} cost={search.formCached ? 0 : search.price} busy={search.busy} onChange={change} onSubmit={submit} />
      {page.status === 'loading' && (
        <p role="status" className="hint">
          {t('companies_searching')}
        </p>
      )}
      {page.status === 'error' && <ErrorNotice error={page.error} onRetry={search.load} />}
      {page.status === 'loaded' && page.source !== 'network' && (
        <p className="hint">{t(page.source === 'stale-cache' ? 'companies_stale' : 'companies_fromCacheFree')}</p>
      )}
      {shown && (
        <CompanyResults
          companies={shown.companies}
          total={shown.total}
          offset={shown.offset}
          previousCost={hasPrevious ? (search.prevCached ? 0 : search.price) : null}
          nextCost={hasNext ? (search.nextCached ? 0 : search.price) : null}
          busy={search.busy}
          selected={selected}
          onPage={(direction) => {
            setSelected(null);
            search.page(direction === 'next' ? shown.offset + PAGE_SIZE : Math.max(0, shown.offset - PAGE_SIZE));
          }}
          onOpen={setSelected}
          detail={chosen && <CompanyDetail key={chosen.domain} domain={chosen.domain} name={chosen.name} onClose={() => setSelected(null)} />}
          hrefFor={domainViewUrl}
        />
      )}
    </section>
  );
}
