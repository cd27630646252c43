// When the audiences' queued changes (lib/audiences/store.ts) are replayed to the server (sync.ts): soon
// after a local change (debounced), on the retry alarm while the queue is not empty, after any answer from
// the API, and before a request that needs the audience on the server. Used by the audience handlers
// (audiences.ts).
import { ValidationError } from '@/lib/api/errors';
import { liveAudience } from '@/lib/audiences/store';
import { replayQueue, SYNC_ALARM, type SyncReport } from '@/lib/audiences/sync';
import type { AudienceRow } from '@/lib/db/database';
import { tn } from '@/lib/i18n';
import type { JobPlatform } from '@/lib/jobs/tracker';
import type { WorkerHooks } from '../hooks';
import type { FeatureDeps } from './types';

/** Chrome's shortest alarm period for a packed extension. */
const SYNC_PERIOD_MINUTES = 0.5;
const KICK_DELAY_MS = 1500;

/** Declared to createHandlers: the API answers again, so replay audience changes queued while it did not. */
export const audienceSyncHooks: WorkerHooks = {
  afterCall: ({ result }, handlers) => {
    if (result.source === 'network') void handlers['audiences.sync']({}).catch(() => undefined);
  },
};

export interface AudienceSync {
  /** Replays the queue now, then sets or clears the retry alarm. */
  sync(): Promise<SyncReport>;
  /** After a local change: the alarm at once, a replay soon (debounced), the page never waiting. */
  kick(): void;
  /** The alarm while changes are queued (`report`'s count, or the queue's own), none once it is empty. */
  scheduleAlarm(report: SyncReport | null): Promise<void>;
  /** The audience on the server, after sending its queued changes (free); refused while it is not there. */
  synced(id: string): Promise<AudienceRow & { remoteId: string }>;
}

export function createAudienceSync({ db, api, now }: Pick<FeatureDeps, 'db' | 'api' | 'now'>, platform: JobPlatform): AudienceSync {
  const syncDeps = { db, api, now };
  /** The alarm retries the queue while it is not empty (alarms survive a stopped worker). */
  async function scheduleAlarm(report: SyncReport | null) {
    const pending = report ? report.pending : await db.audienceOps.count();
    // The jobs' one alarm scheduler (lib/worker/features/jobs.ts), so a failure is not hidden.
    if (pending > 0) await platform.scheduleAlarm(SYNC_ALARM, SYNC_PERIOD_MINUTES);
    else await platform.clearAlarm(SYNC_ALARM);
  }
  async function sync(): Promise<SyncReport> {
    const report = await replayQueue(syncDeps);
    await scheduleAlarm(report);
    return report;
  }
  /**
   * After a local change: try the server soon, without making the page wait. Debounced, so an import
   * sent in batches is replayed once it is all queued, not while the next batch is being stored.
   */
  let kickTimer: ReturnType<typeof setTimeout> | null = null;
  function kick() {
    // The alarm first: if the worker stops before the timer fires, the alarm still replays the queue.
    void scheduleAlarm(null);
    if (kickTimer) clearTimeout(kickTimer);
    kickTimer = setTimeout(() => {
      kickTimer = null;
      void sync().catch(() => undefined);
    }, KICK_DELAY_MS);
  }
  async function synced(id: string): Promise<AudienceRow & { remoteId: string }> {
    await sync().catch(() => undefined);
    const row = await liveAudience(db, id);
    if (!row.remoteId) {
      const pending = await db.audienceOps.where('audienceId').equals(id).count();
      throw new ValidationError({ message: row.syncError ?? tn('audiences_errNotOnServer', pending, [row.name]) });
    }
    return row as AudienceRow & { remoteId: string };
  }
  return { sync, kick, scheduleAlarm, synced };
}
