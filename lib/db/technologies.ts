// Technologies the worker has seen in any answer (search, lookup, info, signals …): the local catalog
// the popup reads icons and category ids from, for free.
import type { EndpointId, ResponseData } from '@/lib/api/catalog';
import type { TechnologySummary } from '@/lib/api/schemas';
import type { StackLensDB } from './database';

/** The technology summaries an endpoint's answer carries. */
export function summariesIn(endpoint: EndpointId, data: unknown): TechnologySummary[] {
  const d = data as Record<string, unknown>;
  switch (endpoint) {
    case 'technology.info':
      return [data as ResponseData<'technology.info'>];
    case 'technologies.search':
      return (d.technologies as TechnologySummary[]) ?? [];
    case 'technologies.lookup':
      return (data as ResponseData<'technologies.lookup'>).results.flatMap((r) => (r.technology ? [r.technology] : []));
    case 'technology.byName':
      return (data as ResponseData<'technology.byName'>).technology ? [(data as ResponseData<'technology.byName'>).technology!] : [];
    case 'technology.domains':
    case 'technology.history':
    case 'technology.companies':
      return [d.technology as TechnologySummary];
    case 'leadLists.rows':
      return (data as ResponseData<'leadLists.rows'>).rows.flatMap((r) => r.technologies);
    case 'signals.query':
    case 'signals.export':
      return (data as ResponseData<'signals.query'>).events.flatMap((e) => [e.technology, ...(e.other_technology ? [e.other_technology] : [])]);
    default:
      return [];
  }
}

export async function rememberTechnologies(db: StackLensDB, summaries: readonly TechnologySummary[], now: number): Promise<void> {
  if (summaries.length === 0) return;
  const unique = new Map(summaries.map((s) => [s.id, s]));
  await db.technologies.bulkPut([...unique.values()].map((summary) => ({ id: summary.id, name: summary.name.toLowerCase(), summary, seenAt: now })));
}

export async function knownTechnologies(db: StackLensDB, ids: readonly number[]): Promise<Record<number, TechnologySummary>> {
  const rows = await db.technologies.bulkGet([...new Set(ids)]);
  return Object.fromEntries(rows.flatMap((r) => (r ? [[r.id, r.summary]] : [])));
}

/** Known technologies whose name contains `query` (case-insensitive), names starting with it first: free, local only. */
export async function searchKnownTechnologies(db: StackLensDB, query: string, limit: number): Promise<TechnologySummary[]> {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const matches = await db.technologies.filter((r) => r.name.includes(q)).toArray();
  return matches
    .sort((a, b) => Number(!a.name.startsWith(q)) - Number(!b.name.startsWith(q)) || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((r) => r.summary);
}
