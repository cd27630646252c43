// Catalog search (1 credit a page, cached): the box, the results and Previous/Next. A request is
// made only on Search or a page button; the buttons peek the cache to say when it will be free.
import { useState } from 'react';
import { PagedResults } from '@/components/technologies/ResultFrame';
import { SearchForm } from '@/components/technologies/SearchForm';
import { SearchResults } from '@/components/technologies/SearchResults';
import type { TechnologySummary } from '@/lib/api/schemas';
import { technologyHash } from '@/lib/ui/routes';
import { usePagedQuery } from '@/lib/ui/use-paged-query';
import { t } from '@/lib/i18n';

export const SEARCH_LIMIT = 20;
const params = (search: string, offset: number) => ({ search, limit: SEARCH_LIMIT, offset });

export function SearchPanel({ onOpen, now }: { onOpen(tech: TechnologySummary): void; now?: number }) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const search = usePagedQuery('technologies.search', SEARCH_LIMIT, params, typed);
  const { formCached, busy } = search;

  return (
    <section aria-labelledby="tech-search-title" className="tech-search">
      <h2 id="tech-search-title">{t('technologies_searchTitle')}</h2>
      <SearchForm query={query} onQueryChange={setQuery} onSearch={() => search.ask(typed)} cached={formCached} busy={busy} />
      <PagedResults
        title={t('technologies_resultsWhat')}
        pagesLabel={t('technologies_searchPages')}
        listing={search}
        now={now}
        count={(d) => ({ shown: d.technologies.length, total: d.count })}
      >
        {(data) => <SearchResults technologies={data.technologies} search={data.search} hrefFor={technologyHash} onOpen={onOpen} />}
      </PagedResults>
    </section>
  );
}
