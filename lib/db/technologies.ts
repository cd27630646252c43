// Technologies the worker has seen in any answer (search, lookup, info, signals, a domain's stack …):
// the local catalog the popup reads icons and category ids from, and every technology picker offers,
// for free.
import type { EndpointId, ResponseData } from '@/lib/api/catalog';
import type { TechnologySummary } from '@/lib/api/schemas';
import type { KnownTechnology, StackLensDB } from './database';

/** A technology named in an answer without its catalog summary (a domain's stack, its history). */
export interface SeenTechnology {
  id: number;
  name: string;
  category: string;
}

/** What a picker offers: enough to choose it and show it; `icon` when the catalog summary is known. */
export interface TechnologyChoice extends SeenTechnology {
  icon: string | null;
}

const isSummary = (t: TechnologySummary | SeenTechnology): t is TechnologySummary => 'category_id' in t;

/** The technologies an endpoint's answer carries: full summaries, or only named (domain answers). */
export function summariesIn(endpoint: EndpointId, data: unknown): (TechnologySummary | SeenTechnology)[] {
  const d = data as Record<string, unknown>;
  switch (endpoint) {
    case 'domain.technologies': {
      const report = data as ResponseData<'domain.technologies'>;
      return [...report.active_technologies, ...report.historical_technologies].map(({ id, name, category }) => ({ id, name, category }));
    }
    case 'domain.history':
      return (data as ResponseData<'domain.history'>).technologies.map(({ id, name, category }) => ({ id, name, category }));
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

export async function rememberTechnologies(db: StackLensDB, found: readonly (TechnologySummary | SeenTechnology)[], now: number): Promise<void> {
  if (found.length === 0) return;
  const summaries = new Map(found.filter(isSummary).map((s) => [s.id, s]));
  const seen = new Map(found.filter((t) => !isSummary(t) && !summaries.has(t.id)).map((t) => [t.id, t]));
  await db.transaction('rw', db.technologies, async () => {
    if (summaries.size > 0) {
      await db.technologies.bulkPut([...summaries.values()].map((summary) => ({ id: summary.id, name: summary.name.toLowerCase(), summary, seenAt: now })));
    }
    if (seen.size === 0) return;
    // Only named: never replaces a full summary already known (it would lose the icon and category id).
    const rows = await db.technologies.bulkGet([...seen.keys()]);
    await db.technologies.bulkPut(
      [...seen.values()].map((t, i) =>
        rows[i]?.summary ? { ...rows[i]!, seenAt: now } : { id: t.id, name: t.name.toLowerCase(), seen: { name: t.name, category: t.category }, seenAt: now },
      ),
    );
  });
}

export async function knownTechnologies(db: StackLensDB, ids: readonly number[]): Promise<Record<number, TechnologySummary>> {
  const rows = await db.technologies.bulkGet([...new Set(ids)]);
  return Object.fromEntries(rows.flatMap((r) => (r?.summary ? [[r.id, r.summary]] : [])));
}

function choiceOf(row: KnownTechnology): TechnologyChoice {
  if (row.summary) return { id: row.id, name: row.summary.name, category: row.summary.category, icon: row.summary.icon };
  return { id: row.id, name: row.seen?.name ?? row.name, category: row.seen?.category ?? '', icon: null };
}

/** Known technologies whose name contains `query` (case-insensitive), names starting with it first: free, local only. */
export async function searchKnownTechnologies(db: StackLensDB, query: string, limit: number): Promise<TechnologyChoice[]> {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const matches = await db.technologies.filter((r) => r.name.includes(q)).toArray();
  return matches
    .sort((a, b) => Number(!a.name.startsWith(q)) - Number(!b.name.startsWith(q)) || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map(choiceOf);
}
