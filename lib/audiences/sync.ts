// Replays queued audience changes in order once the server answers. Each POST carries the
// op's own Idempotency-Key, the same on every replay, so a replay never creates a second audience or
// adds a member twice (contract.md; the sandbox honours it on any POST). The server's copy wins for
// size and last refresh. A refusal (409 name taken, 403 plan cap) keeps the local data and says why.
import type { ApiClient } from '@/lib/metered/client';
import { toApiError, type ApiError } from '@/lib/api/errors';
import type { Audience } from '@/lib/api/schemas';
import type { AudienceOpRow, AudienceRow, StackLensDB } from '@/lib/db/database';
import { stripBidi } from '@/lib/display/server-strings';
import { whileCurrent } from '@/lib/db/account-data';
import { t } from '@/lib/i18n';
import { pullMembers } from './members';
import { clearSavedProfiles, purgeAudience, UNDO_MS } from './store';

export const SYNC_ALARM = 'stacklens-audience-sync';

export interface SyncDeps {
  db: StackLensDB;
  api: () => Promise<ApiClient>;
  now: () => number;
}

export interface SyncReport {
  replayed: number;
  pending: number;
  /** Why replay stopped early (offline, server error), when it did. */
  stoppedBy: string | null;
}

/** Errors after which the next replay may succeed unchanged: stop and keep the queue as it is. */
const TRANSIENT = new Set([
  'network',
  'timeout',
  'server',
  'rate_limit',
  'no_key',
  'authentication',
  'aborted',
  'response_validation',
  'too_large',
  'insufficient_credits',
  'budget',
]);

/** Why the server refused, kept as the audience's syncError: worded in the UI language when it is stored. */
function refusal(error: ApiError, audience: AudienceRow, op: AudienceOpRow): string {
  if (error.kind === 'conflict') return t('audiences_refusedConflict', [op.name ?? audience.name]);
  if (error.kind === 'permission') return t('audiences_refusedPlanCap', [error.detail ?? error.message, audience.name]);
  if (error.kind === 'not_found') return t('audiences_refusedGone', [audience.name]);
  return t('audiences_refused', [audience.name, error.message]);
}

interface Runner {
  current: Promise<SyncReport>;
  /** One more run after the current one, shared by every caller that asked meanwhile. */
  queued: Promise<SyncReport> | null;
}
const runners = new WeakMap<StackLensDB, Runner>();

/**
 * Replays the queue. One run at a time per database; a caller arriving during a run gets the next
 * run (which sees changes queued after the current one started), shared with other late callers.
 */
export function replayQueue(deps: SyncDeps): Promise<SyncReport> {
  const { db } = deps;
  const start = (runner: Runner | null): Promise<SyncReport> => {
    const run = replay(deps);
    const r = runner ?? { current: run, queued: null };
    r.current = run;
    runners.set(db, r);
    void run
      .catch(() => undefined)
      .then(() => {
        if (runners.get(db) === r && r.current === run && !r.queued) runners.delete(db);
      });
    return run;
  };
  const runner = runners.get(db);
  if (!runner) return start(null);
  if (!runner.queued) {
    runner.queued = runner.current
      .catch(() => undefined)
      .then(() => {
        runner.queued = null;
        return start(runner);
      });
  }
  return runner.queued;
}

async function replay(deps: SyncDeps): Promise<SyncReport> {
  const { db } = deps;
  // The queue's keys only: a 100,000-member import queues its domains in the changes themselves,
  // read one change at a time below.
  const seqs = await db.audienceOps.orderBy('seq').primaryKeys();
  if (seqs.length === 0) return { replayed: 0, pending: 0, stoppedBy: null };
  const api = await deps.api();
  const blocked = new Set<string>();
  let replayed = 0;
  for (const seq of seqs) {
    // The queue was read when this replay began; an undo (or a merge into a later change) may have
    // removed this change since, while an earlier request was on its way.
    const op = await db.audienceOps.get(seq);
    if (!op || blocked.has(op.audienceId)) continue;
    const audience = await db.audiences.get(op.audienceId);
    if (!audience) {
      await db.audienceOps.delete(op.seq!);
      continue;
    }
    if (op.type === 'delete' && audience.deletedAt === null) {
      // Undone: nothing to tell the server.
      await db.audienceOps.delete(op.seq!);
      continue;
    }
    if (audience.deletedAt !== null) {
      // Undo is local until the window passes; after it, only the deletion matters.
      if (deps.now() - audience.deletedAt < UNDO_MS) {
        blocked.add(op.audienceId);
        continue;
      }
      if (op.type !== 'delete') {
        if (audience.remoteId || op.type !== 'create') await db.audienceOps.delete(op.seq!);
        else await purgeAudience(db, audience.id);
        continue;
      }
    }
    if (!audience.remoteId && op.type !== 'create' && op.type !== 'delete') {
      // Its creation was refused (or is still queued behind a refusal): nothing to send it to.
      blocked.add(op.audienceId);
      continue;
    }
    try {
      await apply(deps, api, op, audience);
      await db.audienceOps.delete(op.seq!);
      if (audience.syncError && op.type !== 'delete') await db.audiences.update(audience.id, { syncError: null });
      replayed++;
    } catch (thrown) {
      const error = toApiError(thrown);
      await db.audienceOps.update(op.seq!, { attempts: op.attempts + 1, lastError: error.message });
      if (TRANSIENT.has(error.kind)) {
        return { replayed, pending: await db.audienceOps.count(), stoppedBy: error.message };
      }
      blocked.add(op.audienceId);
      // The server answered and applied nothing: a renamed create may be sent afresh (store.ts).
      await db.audienceOps.update(op.seq!, { refused: true });
      await db.audiences.update(audience.id, { syncError: refusal(error, audience, op) });
    }
  }
  await pullAudiences(deps, api).catch(() => undefined);
  return { replayed, pending: await db.audienceOps.count(), stoppedBy: null };
}

async function apply(deps: SyncDeps, api: ApiClient, op: AudienceOpRow, audience: AudienceRow): Promise<void> {
  const { db } = deps;
  const remoteId = audience.remoteId;
  switch (op.type) {
    case 'create': {
      if (remoteId) return;
      const { data } = await api.call('audiences.create', { name: op.name ?? audience.name }, { idempotencyKey: op.idempotencyKey });
      await db.audiences.update(audience.id, { remoteId: data.audience.id, ...serverFields(data.audience) });
      // The audience is known from now on: later ops of it in this run need its id.
      audience.remoteId = data.audience.id;
      // Renamed while this create was on its way (or a replay returned the first answer): rename it there too.
      const now = await db.audiences.get(audience.id);
      const renameQueued = await db.audienceOps
        .where('audienceId')
        .equals(audience.id)
        .filter((o) => o.type === 'rename')
        .count();
      if (now && now.name !== data.audience.name && renameQueued === 0) {
        await db.audienceOps.add({
          audienceId: audience.id,
          type: 'rename',
          name: now.name,
          idempotencyKey: crypto.randomUUID(),
          attempts: 0,
          lastError: null,
          createdAt: deps.now(),
        });
      }
      return;
    }
    case 'rename':
      if (!remoteId) throw new Error(t('audiences_errNotCreated'));
      await api.call('audiences.update', { id: remoteId, name: op.name! });
      return;
    case 'add':
      if (!remoteId) throw new Error(t('audiences_errNotCreated'));
      await api.call('audiences.addMembers', { id: remoteId, domains: op.domains! }, { idempotencyKey: op.idempotencyKey });
      return;
    case 'remove':
      if (!remoteId) throw new Error(t('audiences_errNotCreated'));
      for (const domain of op.domains ?? []) {
        try {
          await api.call('audiences.removeMember', { id: remoteId, domain });
        } catch (thrown) {
          // Already gone there: the removal is done.
          if (toApiError(thrown).kind !== 'not_found') throw thrown;
        }
      }
      return;
    case 'delete':
      if (remoteId) {
        try {
          await api.call('audiences.delete', { id: remoteId });
        } catch (thrown) {
          if (toApiError(thrown).kind !== 'not_found') throw thrown;
        }
      }
      await purgeAudience(db, audience.id);
      return;
  }
}

function serverFields(a: Audience): Pick<AudienceRow, 'size' | 'lastRefreshedAt' | 'kind'> {
  return { size: a.size, kind: a.kind, lastRefreshedAt: a.last_refreshed_at ? Date.parse(a.last_refreshed_at) : null };
}

/**
 * The server's list: size and last refresh win for audiences it knows; audiences made elsewhere
 * (another browser, a recipe) are added here. Local changes still queued keep their local size.
 */
export async function pullAudiences(deps: SyncDeps, api?: ApiClient): Promise<void> {
  const { db } = deps;
  const { data, account } = await (api ?? (await deps.api())).call('audiences.list', {});
  // The list of the account the request was sent for: merged only while its audiences are the live
  // ones, in one transaction with the switch's row; after a switch it is dropped (the next pull reads it again).
  await whileCurrent(db, account, [db.audiences, db.audienceOps], () => merge(db, data.audiences));
}

async function merge(db: StackLensDB, audiences: readonly Audience[]): Promise<void> {
  const ops = await db.audienceOps.toArray();
  const pendingIds = new Set(ops.map((o) => o.audienceId));
  // The names queued creates were sent with (a rename after a lost answer does not change them).
  const creating = new Set(ops.filter((o) => o.type === 'create' && o.name).map((o) => o.name!.toLowerCase()));
  const local = await db.audiences.toArray();
  const byRemote = new Map(local.filter((a) => a.remoteId).map((a) => [a.remoteId!, a]));
  for (const remote of audiences) {
    const mine = byRemote.get(remote.id);
    if (mine) {
      if (!pendingIds.has(mine.id)) await db.audiences.update(mine.id, serverFields(remote));
      continue;
    }
    // Created by a queued op whose answer was lost: the replay will link it, not a second copy.
    if (creating.has(remote.name.toLowerCase()) || local.some((a) => !a.remoteId && a.name.toLowerCase() === remote.name.toLowerCase())) continue;
    const at = Date.parse(remote.created_at);
    // A name set elsewhere (a teammate, another browser) is a server string: shown without bidi controls.
    await db.audiences.add({
      id: crypto.randomUUID(),
      remoteId: remote.id,
      name: stripBidi(remote.name),
      createdAt: at,
      updatedAt: Date.parse(remote.updated_at),
      deletedAt: null,
      syncError: null,
      ...serverFields(remote),
    });
  }
}

/**
 * After a refresh or build job finished: its saved profiles describe the old members, and the
 * server's size, last refresh and members' last scans changed. Re-reads them (free calls).
 */
export async function afterAudienceJob(deps: SyncDeps, audienceId: string): Promise<void> {
  const { db } = deps;
  const row = await db.audiences.get(audienceId);
  if (!row?.remoteId) return;
  await clearSavedProfiles(db, row.remoteId);
  const api = await deps.api();
  await pullAudiences(deps, api);
  await pullMembers(db, api, (await db.audiences.get(audienceId)) ?? row, deps.now());
}
