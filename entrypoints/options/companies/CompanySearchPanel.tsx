// Companies › Search: validates the form before any request, prices each page (1 credit, free when
// cached), pages by offset in the API's order and opens a company's full record on demand.
import { domainViewUrl } from '@/lib/ui/routes';
import { useRef, useState } from 'react';
import { CompanyResults } from '@/components/companies/CompanyResults';
import { CompanySearchForm } from '@/components/companies/CompanySearchForm';
import { EMPTY_FORM, PAGE_SIZE, validateSearch, type SearchErrors, type SearchField, type SearchForm, type SearchParams } from '@/components/companies/search-query';
import { ErrorNotice } from '@/components/ErrorNotice';
import type { Loadable } from '@/components/loadable';
import type { ResponseData } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import { CompanyRecordPanel } from './CompanyRecordPanel';
import { toApiError } from '@/lib/api/errors';
import { usePeekCost } from '@/lib/ui/use-cached';

/** A page with the parameters that asked for it (its offset drives the pager). */
type Page = { params: SearchParams; data: ResponseData<'companies.search'> };

export function CompanySearchPanel() {
  const [form, setForm] = useState<SearchForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SearchErrors>({});
  const [query, setQuery] = useState<SearchParams | null>(null);
  const [page, setPage] = useState<Loadable<Page>>({ status: 'idle' });
  const [selected, setSelected] = useState<string | null>(null);
  const request = useRef(0);

  const valid = validateSearch(form);
  const searchCost = usePeekCost('companies.search', valid.ok ? { ...valid.params } : null);
  const shown = page.status === 'loaded' ? page.data : page.status === 'idle' ? undefined : page.previous;
  const at = shown?.params;
  const previous = at && at.offset > 0 ? { ...at, offset: Math.max(0, at.offset - PAGE_SIZE) } : null;
  const next = at && shown && at.offset + shown.data.companies.length < shown.data.total ? { ...at, offset: at.offset + PAGE_SIZE } : null;
  const previousCost = usePeekCost('companies.search', previous ? { ...previous } : null);
  const nextCost = usePeekCost('companies.search', next ? { ...next } : null);

  function run(params: SearchParams) {
    const id = ++request.current;
    setQuery(params);
    setSelected(null);
    setPage((s) => ({ status: 'loading', previous: s.status === 'loaded' ? s.data : undefined }));
    messenger.call('companies.search', { ...params }).then(
      (r) => id === request.current && setPage({ status: 'loaded', data: { params, data: r.data }, source: r.source, storedAt: r.storedAt, credits: r.credits }),
      (error: unknown) => id === request.current && setPage({ status: 'error', error: toApiError(error) }),
    );
  }

  function submit() {
    if (!valid.ok) {
      setErrors(valid.errors);
      return;
    }
    setErrors({});
    run(valid.params);
  }

  function change(field: SearchField, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  const chosen = shown?.data.companies.find((c) => c.domain === selected);
  return (
    <section aria-labelledby="company-search-title" className="company-panel">
      <h2 id="company-search-title">Search companies</h2>
      <CompanySearchForm values={form} errors={errors} cost={searchCost} busy={page.status === 'loading'} onChange={change} onSubmit={submit} />
      {page.status === 'loading' && <p role="status" className="hint">Searching…</p>}
      {page.status === 'error' && <ErrorNotice error={page.error} onRetry={query ? () => run(query) : undefined} />}
      {page.status === 'loaded' && page.source !== 'network' && (
        <p className="hint">{page.source === 'stale-cache' ? 'Stale: shown from cache because the API could not be reached.' : 'From cache: no credits spent.'}</p>
      )}
      {shown && (
        <CompanyResults
          companies={shown.data.companies}
          total={shown.data.total}
          offset={shown.params.offset}
          previousCost={previous ? previousCost : null}
          nextCost={next ? nextCost : null}
          busy={page.status === 'loading'}
          selected={selected}
          onPage={(direction) => {
            const target = direction === 'next' ? next : previous;
            if (target) run(target);
          }}
          onOpen={setSelected}
          hrefFor={domainViewUrl}
        />
      )}
      {chosen && <CompanyRecordPanel key={chosen.domain} domain={chosen.domain} name={chosen.name} />}
    </section>
  );
}
