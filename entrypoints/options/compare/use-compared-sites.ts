// The sites of a comparison as the cache has them, read free (cache.peek): each site's technologies
// and, when known, its company. `lookUp` fetches the sites not cached (1 call each, priced as Look
// up), only when the page calls it: after the user confirmed the total.
import { useCallback, useEffect, useState } from 'react';
import type { ResponseData } from '@/lib/api/catalog';
import type { CompanySummary } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';

export interface ComparedSiteState {
  domain: string;
  /** A fresh cached answer (free), or the one just looked up; null while not known. */
  answer: ResponseData<'domain.technologies'> | null;
  company: CompanySummary | null;
}

async function peekSite(domain: string): Promise<ComparedSiteState> {
  const [technologies, company] = await Promise.all([
    messenger.send('cache.peek', { endpoint: 'domain.technologies', params: { domain } }),
    messenger.send('cache.peek', { endpoint: 'company.get', params: { domain } }).catch(() => null),
  ]);
  return {
    domain,
    answer: technologies?.source === 'cache' ? (technologies.data as ResponseData<'domain.technologies'>) : null,
    company: company?.source === 'cache' ? (company.data as CompanySummary) : null,
  };
}

export function useComparedSites(domains: readonly string[]) {
  const key = domains.join(',');
  const [sites, setSites] = useState<{ key: string; list: ComparedSiteState[] } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all(key ? key.split(',').map(peekSite) : []).then(
      (list) => live && setSites({ key, list }),
      () => live && setSites({ key, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [key, version]);

  /** Looks up each site not cached, one after another; the cache then answers the page. */
  const lookUp = useCallback(async (missing: readonly string[]) => {
    let credits = 0;
    try {
      for (const domain of missing) credits += (await messenger.call('domain.technologies', { domain })).credits;
    } finally {
      setVersion((v) => v + 1);
    }
    return { credits };
  }, []);

  return { sites: sites?.key === key ? sites.list : null, lookUp };
}
