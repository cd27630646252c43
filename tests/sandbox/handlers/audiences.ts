// Audiences (contract.md): saved groups of domains, capped per plan, unique names; members normalised
// and deduplicated; a recipe audience is filled by an audience_build job; profile has a 24 h cache.
import { DAY_MS } from '../clock';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { PLAN_LIMITS } from '../keys';
import { addMembers } from '../members';
import type { AudienceState, SandboxState } from '../state';
import { checkSignalQuery } from './alerts';
import { startBuild } from './jobs';
import type { HandlerGroup } from './types';
import { owned } from './shared';

function checkUniqueName(state: SandboxState, accountId: string, name: string, exceptId?: string): void {
  const taken = [...state.audiences.values()].some(
    (a) => a.accountId === accountId && a.audience.id !== exceptId && a.audience.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw conflict(`An audience named "${name}" already exists`);
}

type Ids =
  | 'audiences.list'
  | 'audiences.create'
  | 'audiences.get'
  | 'audiences.update'
  | 'audiences.delete'
  | 'audiences.members'
  | 'audiences.addMembers'
  | 'audiences.removeMember'
  | 'audiences.profile';

export const audienceHandlers: HandlerGroup<Ids> = {
  'audiences.list': (_p, { state, account }) => ({
    data: { audiences: [...state.audiences.values()].filter((a) => a.accountId === account.id).map((a) => a.audience) },
  }),
  'audiences.create': (p, ctx) => {
    const { state, account, now } = ctx;
    if (p.domains && p.recipe) throw invalid('recipe: give either domains or recipe, not both');
    if (p.recipe) checkSignalQuery(state, p.recipe, 'recipe');
    const cap = PLAN_LIMITS[account.plan].audiences;
    const count = [...state.audiences.values()].filter((a) => a.accountId === account.id).length;
    if (count >= cap) throw forbidden(`Audience limit reached: the ${account.plan} plan allows ${cap} saved audiences`);
    checkUniqueName(state, account.id, p.name);
    const at = now.toISOString();
    const a: AudienceState = {
      audience: { id: state.nextId('aud'), name: p.name, kind: p.recipe ? 'recipe' : 'list', size: 0, created_at: at, updated_at: at, last_refreshed_at: null },
      accountId: account.id,
      members: new Map(),
      recipe: p.recipe ?? null,
      profiles: new Map(),
    };
    const { rejected } = addMembers(a, p.domains ?? [], now);
    state.audiences.set(a.audience.id, a);
    const job = p.recipe ? startBuild(ctx, a, p.recipe) : null;
    return { data: { audience: a.audience, rejected, job } };
  },
  'audiences.get': (p, { state, account }) => ({ data: { audience: owned(state.audiences, p.id ?? '', account.id, 'audience').audience } }),
  'audiences.update': (p, { state, account, now }) => {
    const a = owned(state.audiences, p.id, account.id, 'audience');
    checkUniqueName(state, account.id, p.name, a.audience.id);
    Object.assign(a.audience, { name: p.name, updated_at: now.toISOString() });
    return { data: { audience: a.audience } };
  },
  'audiences.delete': (p, { state, account }) => {
    state.audiences.delete(owned(state.audiences, p.id ?? '', account.id, 'audience').audience.id);
    return { data: { deleted: true } };
  },
  'audiences.members': (p, { state, account }) => {
    const members = [...owned(state.audiences, p.id, account.id, 'audience').members.values()];
    return { data: { members: members.slice(p.offset, p.offset + p.limit), total: members.length, limit: p.limit, offset: p.offset } };
  },
  'audiences.addMembers': (p, { state, account, now }) => ({ data: addMembers(owned(state.audiences, p.id, account.id, 'audience'), p.domains, now) }),
  'audiences.removeMember': (p, { state, account, now }) => {
    const a = owned(state.audiences, p.id, account.id, 'audience');
    if (!a.members.delete(p.domain)) throw notFound(`${p.domain} is not a member of audience ${a.audience.id}`);
    Object.assign(a.audience, { size: a.members.size, updated_at: now.toISOString() });
    a.profiles.clear();
    return { data: { removed: true } };
  },
  // A cache hit still costs 1 credit (published): the catalog cost applies either way.
  'audiences.profile': (p, { state, account, now }) => {
    const a = owned(state.audiences, p.id, account.id, 'audience');
    const slice = { ...(p.technology ? { technology: p.technology } : {}), ...(p.category ? { category: p.category } : {}) };
    const cacheKey = `${p.technology ?? ''}\u0000${p.category ?? ''}`;
    const cached = a.profiles.get(cacheKey);
    if (cached && now.getTime() - Date.parse(cached.computedAt) < DAY_MS) {
      return { data: { ...cached.data, cache: { hit: true, computed_at: cached.computedAt } } };
    }
    const data = state.world.audienceProfile([...a.members.keys()], slice);
    a.profiles.set(cacheKey, { computedAt: now.toISOString(), data });
    return { data: { ...data, cache: { hit: false, computed_at: now.toISOString() } } };
  },
};
