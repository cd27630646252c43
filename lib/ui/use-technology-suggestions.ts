// Technologies StackLens has already seen in any answer (a popup visit, a search, a lead list…) whose
// name contains the text: what every technology picker offers first, for free (a local read).
import { useEffect, useState } from 'react';
import type { TechnologyChoice } from '@/lib/db/technologies';
import { messenger } from '@/lib/messaging/client';
import { useCacheVersion } from './cache-version';

export function useTechnologySuggestions(text: string, limit = 10): TechnologyChoice[] {
  const query = text.trim();
  // A new answer from the network may have named more technologies: look again.
  const version = useCacheVersion();
  const [found, setFound] = useState<{ query: string; list: TechnologyChoice[] }>({ query: '', list: [] });
  useEffect(() => {
    if (!query) return;
    let current = true;
    messenger
      .send('catalog.suggest', { query, limit })
      .then((list) => current && setFound({ query, list }))
      .catch(() => current && setFound({ query, list: [] }));
    return () => {
      current = false;
    };
  }, [query, limit, version]);
  return query && found.query === query ? found.list : [];
}
