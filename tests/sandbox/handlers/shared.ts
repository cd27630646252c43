// Helpers shared by the handlers: summaries, paging, lookups that 404.
import type { TechnologySummary } from '../../../lib/api/schemas';
import type { TechRecord, World } from '../data/index';
import { notFound } from '../errors';

export function toSummary(t: TechnologySummary): TechnologySummary {
  return { id: t.id, name: t.name, category: t.category, category_id: t.category_id, icon: t.icon };
}

export function page<T>(items: readonly T[], limit: number, offset: number): T[] {
  return items.slice(offset, offset + limit);
}

export function requireTech(world: World, id: number, param = 'id'): TechRecord {
  const tech = world.techById(id);
  if (!tech) throw notFound(`No technology with ${param} ${id}`);
  return tech;
}

/** Looks a saved item up within the caller's organization; another organization's id is a 404. */
export function owned<T extends { accountId: string }>(items: Map<string, T>, id: string, accountId: string, what: string): T {
  const item = items.get(id);
  if (!item || item.accountId !== accountId) throw notFound(`No ${what} with id ${id}`);
  return item;
}
