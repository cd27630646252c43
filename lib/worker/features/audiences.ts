// Worker handlers of the audiences feature's protocol messages (lib/messaging/features/audiences.ts).
// Every change is local first (lib/audiences/store.ts) and then replayed to the server (sync.ts), when
// audience-sync.ts says.
import { ValidationError } from '@/lib/api/errors';
import { parseParams } from '@/lib/api/request';
import {
  addMembers,
  createAudience,
  deleteAudience,
  lastUsed,
  liveAudience,
  membersOf,
  removeMembers,
  renameAudience,
  setLastUsed,
  undoDelete,
  UNDO_MS,
} from '@/lib/audiences/store';
import { pullMemberPage, pullMembers, refreshEstimate, scannedLookups } from '@/lib/audiences/members';
import { countMembers, exportPage, memberPage } from '@/lib/audiences/member-pages';
import { resolveTarget } from '@/lib/domain/resolve';
import type { AudienceRow } from '@/lib/db/database';
import { trackJob } from '@/lib/jobs/tracker';
import { describeKey } from '@/lib/keys/key-store';
import { stripBidi } from '@/lib/display/server-strings';
import { t } from '@/lib/i18n';
import type { AudienceView, audienceInputs } from '@/lib/messaging/features/audiences';
import { jobDeps } from './jobs';
import type { FeatureDeps, FeatureHandlers } from './types';
import { createAudienceSync } from './audience-sync';

/** Declared to createHandlers (audience-sync.ts). */
export { audienceSyncHooks } from './audience-sync';

/** An audience as the pages see it: its row, with its queued changes counted. */
async function audienceView(db: FeatureDeps['db'], row: AudienceRow): Promise<AudienceView> {
  const pending = await db.audienceOps.where('audienceId').equals(row.id).count();
  const { deletedAt: _undo, ...rest } = row;
  // Names may come from the server (audiences.list): shown as other server strings are, also for rows stored earlier.
  return { ...rest, name: stripBidi(rest.name), syncError: rest.syncError === null ? null : stripBidi(rest.syncError), pending };
}

/** Every audience not deleted, by name. */
async function audienceViews(db: FeatureDeps['db']): Promise<AudienceView[]> {
  const rows = (await db.audiences.toArray()).filter((a) => a.deletedAt === null).sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(rows.map((row) => audienceView(db, row)));
}

export function createAudienceHandlers(deps: FeatureDeps): FeatureHandlers<keyof typeof audienceInputs> {
  const { db, now } = deps;
  const jd = jobDeps(deps);
  // When queued changes reach the server (audience-sync.ts).
  const { sync, kick, scheduleAlarm, synced } = createAudienceSync(deps, jd.platform);

  const view = (row: AudienceRow) => audienceView(db, row);
  const views = () => audienceViews(db);
  async function notify(message: string) {
    await jd.platform.notify(`stacklens-audience-${now()}`, t('background_audiencesTitle'), message).catch(() => undefined);
  }

  return {
    'audiences.list': async () => ({ audiences: await views(), lastUsedId: (await lastUsed(db))?.id ?? null }),
    'audiences.get': async ({ id }) => {
      const row = await liveAudience(db, id);
      return { audience: await view(row), count: await countMembers(db, id) };
    },
    'audiences.memberPage': async ({ id, ...request }) => {
      await liveAudience(db, id);
      return memberPage(db, id, request, await (await deps.api()).scope(), now());
    },
    'audiences.create': async ({ name }) => {
      const row = await createAudience(db, name, now());
      kick();
      return view(row);
    },
    'audiences.rename': async ({ id, name }) => {
      const row = await renameAudience(db, id, name, now());
      kick();
      return view(row);
    },
    'audiences.delete': async ({ id }) => {
      await deleteAudience(db, id, now());
      await scheduleAlarm(null);
      return { id, undoMs: UNDO_MS };
    },
    'audiences.undoDelete': async ({ id }) => view(await undoDelete(db, id)),
    'audiences.addMembers': async ({ id, lines }) => {
      const result = await addMembers(db, id, lines, now());
      if (result.added > 0) kick();
      return result;
    },
    'audiences.removeMembers': async ({ id, domains }) => {
      const result = await removeMembers(db, id, domains, now());
      if (result.removed > 0) kick();
      return result;
    },
    'audiences.forDomain': async ({ domain }) => {
      const audiences = await views();
      // One primary-key look-up per audience (at most the plan cap): no second index on 10,000-row imports.
      const found = await db.audienceMembers.bulkGet(audiences.map((a) => [a.id, domain] as [string, string]));
      const containing = found.filter((m) => m !== undefined).map((m) => m.audienceId);
      return { audiences, containing, lastUsedId: (await lastUsed(db))?.id ?? null };
    },
    'audiences.contextAdd': async ({ pageUrl, linkUrl }) => {
      const target = resolveTarget(linkUrl || pageUrl || '');
      if (!target.ok) {
        const message = t('audiences_notAdded', [target.message]);
        await notify(message);
        return { ok: false, message, audienceId: null, domain: null };
      }
      // Decision (the requirement is silent): with no audience yet, the first one is made for the user.
      const audience =
        (await lastUsed(db)) ??
        (await db.audiences.filter((a) => a.deletedAt === null).first()) ??
        (await createAudience(db, t('audiences_defaultName'), now()));
      const result = await addMembers(db, audience.id, [target.domain], now());
      const message =
        result.added > 0 ? t('audiences_contextAdded', [target.display, audience.name]) : t('audiences_contextAlready', [target.display, audience.name]);
      if (result.added > 0) kick();
      await notify(message);
      return { ok: true, message, audienceId: audience.id, domain: target.domain };
    },
    'audiences.sync': async () => sync(),
    'audiences.pull': async ({ id }) => {
      const row = await synced(id);
      await pullMembers(db, await deps.api(), row, now());
      return view(await liveAudience(db, id));
    },
    'audiences.pullPage': async ({ id, offset }) => {
      // The first page sends the queued changes first, as every pull does; the next ones only read.
      const row = offset === 0 ? await synced(id) : await liveAudience(db, id);
      return pullMemberPage(db, await deps.api(), row, offset, now());
    },
    'audiences.profile': async ({ id, technology, category, refresh }) => {
      const row = await synced(id);
      const { account: _account, ...result } = await deps.call({ endpoint: 'audiences.profile', params: { id: row.remoteId, technology, category }, refresh });
      return result as Awaited<ReturnType<FeatureHandlers<'audiences.profile'>['audiences.profile']>>;
    },
    'audiences.refreshEstimate': async ({ id, pulled }) => {
      // A page that pulled the members itself (audiences.pullPage, with progress) only asks for the count.
      if (!pulled) await pullMembers(db, await deps.api(), await synced(id), now());
      else await liveAudience(db, id);
      const estimate = await refreshEstimate(db, id, now());
      return { ...estimate, credits: estimate.stale };
    },
    'audiences.refreshStart': async ({ id }) => {
      const row = await synced(id);
      const { data, account } = await (await deps.api()).call('audiences.refresh', { id: row.remoteId });
      const mode = (await describeKey(db)).mode ?? 'live';
      const input = { kind: 'audience_refresh', remoteId: data.job.id, label: row.name, mode, context: { audienceId: row.id }, job: data.job } as const;
      return trackJob(jd, input, account);
    },
    'audiences.scannedLookups': async ({ id }) => {
      await liveAudience(db, id);
      const api = await deps.api();
      // Fresh in the cache is what the lookup itself would serve for free: those are not counted.
      return scannedLookups(db, id, async (domain) =>
        Boolean((await api.cache.get('domain.technologies', parseParams('domain.technologies', { domain })))?.fresh),
      );
    },
    'audiences.createFromRecipe': async ({ name, recipe }) => {
      const clash = await db.audiences.filter((a) => a.deletedAt === null && a.name.toLowerCase() === name.toLowerCase()).first();
      if (clash) throw new ValidationError({ message: t('audiences_errNameTaken', [clash.name]), param: 'name' });
      const { data, account } = await (await deps.api()).call('audiences.create', { name, recipe });
      const at = now();
      const row = await createAudience(db, name, at, { remoteId: data.audience.id, kind: 'recipe', size: data.audience.size });
      await setLastUsed(db, row.id);
      const mode = (await describeKey(db)).mode ?? 'live';
      const job = data.job
        ? await trackJob(jd, { kind: 'audience_build', remoteId: data.job.id, label: name, mode, context: { audienceId: row.id }, job: data.job }, account)
        : null;
      return { audience: await view(row), job };
    },
    'audiences.knownTechnologies': async () => {
      const byId = new Map<number, string>();
      for (const tech of await db.technologies.limit(5000).toArray()) byId.set(tech.id, tech.summary?.name ?? tech.seen?.name ?? tech.name);
      // Domain lookups name technologies too (cached answers, read for free).
      const lookups = await db.cache.where('kind').equals('domain').limit(2000).toArray();
      for (const row of lookups) {
        for (const tech of (row.data as { active_technologies?: { id: number; name: string }[] }).active_technologies ?? []) byId.set(tech.id, tech.name);
      }
      return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
    'audiences.exportPage': async ({ id, after, limit }) => {
      const row = await liveAudience(db, id);
      const page = await exportPage(db, id, after, limit, await (await deps.api()).scope());
      const slug =
        row.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'audience';
      return { filename: `${slug}.csv`, ...page, total: await membersOf(db, id).count() };
    },
  };
}
