// Technology catalog and market intelligence (published; search and lookup bodies from contract.md).
import { notFound } from '../errors';
import type { HandlerGroup } from './types';
import { page, requireTech, toSummary } from './shared';

type Ids =
  'technology.info' | 'technology.byName' | 'technologies.search' | 'technologies.lookup' | 'technology.stats' | 'technology.history' | 'category.marketShare';

export const technologyHandlers: HandlerGroup<Ids> = {
  'technology.info': ({ id }, { state }) => {
    const t = requireTech(state.world, id);
    return { data: { ...toSummary(t), description: t.description, website: t.website, groups: t.groups } };
  },
  'technology.byName': ({ name }, { state }) => {
    const t = state.world.techByName(name);
    return { data: { exists: Boolean(t), technology: t ? toSummary(t) : null } };
  },
  // `count` is the number of matches over all pages, so a client can page.
  'technologies.search': ({ search, limit, offset }, { state }) => {
    const all = state.world.searchTechnologies(search || undefined);
    return { data: { technologies: page(all, limit, offset).map(toSummary), count: all.length, limit, offset, search: search ?? '' } };
  },
  'technologies.lookup': ({ names }, { state }) => {
    const results = names.map((query) => {
      const t = state.world.techByName(query);
      return { query, technology: t ? toSummary(t) : null };
    });
    return { data: { results } };
  },
  'technology.stats': ({ id }, { state }) => {
    const stats = state.world.techStats(id);
    if (!stats) throw notFound(`No technology with id ${id}`);
    return { data: stats };
  },
  'technology.history': ({ id, years }, { state }) => {
    const history = state.world.techHistory(id, years);
    if (!history) throw notFound(`No technology with id ${id}`);
    return { data: history };
  },
  'category.marketShare': ({ id, limit }, { state }) => {
    const share = state.world.marketShare(id, limit);
    if (!share) throw notFound(`No category with id ${id}`);
    return { data: share };
  },
};
