// Catalog facts (icon, category id) for a report's technologies, from the worker's local catalog: free.
import { useEffect, useState } from 'react';
import type { ResponseData } from '@/lib/api/catalog';
import type { TechnologySummary } from '@/lib/api/schemas';
import { messenger } from '@/lib/messaging/client';

export type KnownTechnologies = ReadonlyMap<number, TechnologySummary>;

export function useKnownTechnologies(report: ResponseData<'domain.technologies'> | undefined): KnownTechnologies {
  const [known, setKnown] = useState<KnownTechnologies>(new Map());
  useEffect(() => {
    if (!report) return;
    const ids = [...report.active_technologies, ...report.historical_technologies].map((t) => t.id);
    messenger
      .send('catalog.known', { ids })
      .then((found) => setKnown(new Map(Object.values(found).map((t) => [t.id, t]))))
      .catch(() => undefined);
  }, [report]);
  return known;
}
