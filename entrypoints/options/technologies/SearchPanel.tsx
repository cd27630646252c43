// Catalog search (1 credit a page, cached): the box, the results and Previous/Next. A request is
// made only on Search or a page button; the buttons peek the cache to say when it will be free.
import { useState } from 'react';
import { Pager } from '@/components/technologies/Pager';
import { ResultFrame } from '@/components/technologies/ResultFrame';
import { SearchForm } from '@/components/technologies/SearchForm';
import { SearchResults } from '@/components/technologies/SearchResults';
import type { TechnologySummary } from '@/lib/api/schemas';
import { useApi } from '@/lib/ui/use-api';
import { technologyHash } from '@/lib/ui/routes';
import { useCached, useNeighbourPagesCached } from '@/lib/ui/use-cached';
import { priceOf } from '@/lib/api/prices';

export const SEARCH_LIMIT = 20;
const params = (search: string, offset: number) => ({ search, limit: SEARCH_LIMIT, offset });

export function SearchPanel({ onOpen, now }: { onOpen(tech: TechnologySummary): void; now?: number }) {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<{ search: string; offset: number } | null>(null);
  const search = useApi('technologies.search', asked && params(asked.search, asked.offset), 'auto');
  const typed = query.trim();
  const formCached = useCached('technologies.search', params(typed, 0));
  const offset = asked?.offset ?? 0;
  const { prevCached, nextCached } = useNeighbourPagesCached('technologies.search', offset, SEARCH_LIMIT, asked && ((o: number) => params(asked.search, o)));
  const busy = search.state.status === 'loading';

  return (
    <section aria-labelledby="tech-search-title" className="tech-search">
      <h2 id="tech-search-title">Search the catalog</h2>
      <SearchForm query={query} onQueryChange={setQuery} onSearch={() => setAsked({ search: typed, offset: 0 })} cached={formCached} busy={busy} />
      <ResultFrame title="technologies" state={search.state} cost={priceOf('technologies.search')} onRetry={search.load} onRefresh={search.refresh} now={now}>
        {(data) => (
          <>
            <SearchResults technologies={data.technologies} search={data.search} hrefFor={technologyHash} onOpen={onOpen} />
            <Pager
              label="Search result pages"
              offset={data.offset}
              limit={data.limit}
              shown={data.technologies.length}
              total={data.count}
              cost={priceOf('technologies.search')}
              prevCached={prevCached}
              nextCached={nextCached}
              busy={busy}
              onPage={(o) => asked && setAsked({ ...asked, offset: o })}
            />
          </>
        )}
      </ResultFrame>
    </section>
  );
}
