// Background jobs the user started (lead lists, audience refreshes and builds): tracked in IndexedDB
// and polled by a chrome.alarms alarm, so progress survives closed pages and a stopped worker.
// Deferred charges (contract.md: billed at completion) are written to the local ledger exactly once,
// when the job is first seen finished, and a notification says it is done.
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import { isFinishedStatus, type Job, type LeadList } from '@/lib/api/schemas';
import type { ApiClient } from '@/lib/metered/client';
import { markNeedsSync, subtractCredits } from '@/lib/metered/balance';
import { ledgerRow, withLedgerSpace } from '@/lib/metered/ledger';
import type { StackLensDB, TrackedJobRow } from '@/lib/db/database';
import { liveAccount, putForAccount, whileCurrent } from '@/lib/db/account-data';
import { toApiError } from '@/lib/api/errors';
import { formatNumber } from '@/lib/display/format';
import { t, tn, type MessageKey } from '@/lib/i18n';

export type JobKind = TrackedJobRow['kind'];
export type JobStatus = TrackedJobRow['status'];
export type TrackedJob = TrackedJobRow;

export const JOB_ALARM = 'stacklens-jobs';
/** Chrome's shortest alarm period for a packed extension (30 s). Open pages poll faster themselves. */
export const JOB_ALARM_PERIOD_MINUTES = 0.5;

/** A status the published list does not name yet counts as still under way: polling goes on. */
export function isTerminal(status: string): boolean {
  return isFinishedStatus(status);
}

/** The platform's alarms and notifications (browser.* in the worker; fakes in unit tests). */
export interface JobPlatform {
  scheduleAlarm(name: string, periodInMinutes: number): Promise<void>;
  clearAlarm(name: string): Promise<void>;
  notify(id: string, title: string, message: string): Promise<void>;
}

export interface JobDeps {
  db: StackLensDB;
  api: () => Promise<ApiClient>;
  platform: JobPlatform;
  now: () => number;
  /** Runs once when a job finishes (after its charge is recorded), e.g. to re-read what it changed. */
  onFinished?: (job: TrackedJob) => Promise<void>;
}

/** The endpoint whose deferred charge a job's completion is (for the ledger and its feature). */
const CHARGE_ENDPOINT: Record<JobKind, EndpointId> = {
  lead_list: 'leadLists.create',
  audience_refresh: 'audiences.refresh',
  audience_build: 'audiences.create',
};

export function jobKey(kind: JobKind, remoteId: string): string {
  return `${kind}:${remoteId}`;
}

/** A lead list as the tracked job fields it updates. */
export function fromLeadList(
  ll: LeadList,
): Pick<TrackedJob, 'status' | 'total' | 'processed' | 'creditsCharged' | 'capped' | 'error' | 'finishedAt' | 'label'> {
  return {
    status: ll.status,
    label: ll.name,
    total: ll.estimate_rows,
    processed: ll.rows_delivered,
    creditsCharged: ll.credits_charged,
    capped: ll.capped,
    error: ll.error,
    finishedAt: ll.finished_at ? Date.parse(ll.finished_at) : null,
  };
}

function fromJob(job: Job): Pick<TrackedJob, 'status' | 'total' | 'processed' | 'skipped' | 'creditsCharged' | 'error' | 'finishedAt'> {
  return {
    status: job.status,
    total: job.total,
    processed: job.processed,
    skipped: job.skipped,
    creditsCharged: job.credits_charged,
    error: job.error,
    finishedAt: job.finished_at ? Date.parse(job.finished_at) : null,
  };
}

export interface NewJob {
  kind: JobKind;
  remoteId: string;
  /** What the user calls it (the lead list's or audience's name). */
  label: string;
  mode: 'live' | 'test';
  /** Free-form links back to what started it, e.g. { audienceId }. */
  context?: Record<string, string>;
  /** The server's first answer, when the caller has it. */
  leadList?: LeadList;
  job?: Job;
}

/**
 * Starts tracking a job the worker just created under `account` (the one its request was sent for,
 * CallResult.account), and makes sure the alarm polls it. Another account's key saved meanwhile parks it
 * for its own account (lib/db/account-data.ts): polled, settled and billed there once that key is back.
 * A job already tracked (a replayed create) is returned as it is.
 */
export async function trackJob(deps: JobDeps, input: NewJob, account: string): Promise<TrackedJob> {
  const placed = await putForAccount(deps.db, account, 'jobs', newRow(deps.now(), input));
  if (placed.placed === 'parked' || !placed.added) return placed.row;
  const row = placed.row;
  await deps.platform.scheduleAlarm(JOB_ALARM, JOB_ALARM_PERIOD_MINUTES);
  if (isTerminal(row.status)) await settle(deps, row);
  return (await deps.db.jobs.get(row.key)) ?? row;
}

function newRow(at: number, input: NewJob): TrackedJob {
  return {
    key: jobKey(input.kind, input.remoteId),
    kind: input.kind,
    remoteId: input.remoteId,
    label: input.label,
    mode: input.mode,
    context: input.context ?? {},
    status: 'queued',
    total: null,
    processed: 0,
    skipped: 0,
    creditsCharged: 0,
    capped: false,
    error: null,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    charged: false,
    notified: false,
    ...(input.leadList ? fromLeadList(input.leadList) : {}),
    ...(input.job ? fromJob(input.job) : {}),
  };
}

export async function listJobs(db: StackLensDB, kind?: JobKind): Promise<TrackedJob[]> {
  const rows = kind ? await db.jobs.where('kind').equals(kind).toArray() : await db.jobs.toArray();
  return rows.sort((a, b) => b.createdAt - a.createdAt);
}

export async function getJob(db: StackLensDB, key: string): Promise<TrackedJob | undefined> {
  return db.jobs.get(key);
}

/** Keeps the alarm for the unfinished jobs in the tables (the current account's: lib/db/account-data.ts). */
export async function resumeJobAlarm(db: StackLensDB, platform: JobPlatform): Promise<void> {
  if ((await db.jobs.toArray()).some((j) => !isTerminal(j.status) || !j.charged)) await platform.scheduleAlarm(JOB_ALARM, JOB_ALARM_PERIOD_MINUTES);
}

/** Polls every unfinished job once (free calls), settles finished ones, and stops the alarm when none is left. */
export async function pollJobs(deps: JobDeps): Promise<TrackedJob[]> {
  const active = (await deps.db.jobs.toArray()).filter((j) => !isTerminal(j.status) || !j.charged || !j.notified);
  const updated: TrackedJob[] = [];
  for (const job of active) {
    try {
      updated.push(await pollOne(deps, job));
    } catch {
      // Offline, worker key removed, server error: the alarm tries again on its next tick.
      updated.push(job);
    }
  }
  const remaining = (await deps.db.jobs.toArray()).filter((j) => !isTerminal(j.status));
  if (remaining.length === 0) await deps.platform.clearAlarm(JOB_ALARM);
  return updated;
}

/** Polls are free and frequent (every open page and the alarm): no 0-credit ledger row for each one. */
const POLL = { refresh: true, unledgeredWhenFree: true } as const;

async function pollOne(deps: JobDeps, job: TrackedJob): Promise<TrackedJob> {
  const { db } = deps;
  // Another account's key saved since the jobs were read parks this job: its id is never sent with that key.
  const owner = await db.transaction('r', db.kv, db.jobs, async () => ((await db.jobs.get(job.key)) ? liveAccount(db) : undefined));
  if (owner === undefined) return job;
  if (!isTerminal(job.status)) {
    const api = await deps.api();
    try {
      const { patch, account } =
        job.kind === 'lead_list'
          ? await api.call('leadLists.get', { id: job.remoteId }, POLL).then((r) => ({ patch: fromLeadList(r.data.lead_list), account: r.account }))
          : await api.call('jobs.get', { id: job.remoteId }, POLL).then((r) => ({ patch: fromJob(r.data.job), account: r.account }));
      // Read for the account it was sent for: written only while that account's jobs are the live ones.
      await whileCurrent(db, account, [db.jobs], () => db.jobs.update(job.key, { ...patch, updatedAt: deps.now() }));
    } catch (error) {
      // The job's own account's key does not know it (deleted elsewhere, or made with another key before
      // answers kept their account): it can never finish, so it ends here instead of being asked forever.
      const e = toApiError(error);
      if (e.kind !== 'not_found' || owner === null || e.account !== owner) throw error;
      const gone = { status: 'failed', error: e.message, finishedAt: deps.now(), updatedAt: deps.now() } as const;
      await whileCurrent(db, owner, [db.jobs], () => db.jobs.update(job.key, gone));
    }
  }
  const current = await db.jobs.get(job.key);
  if (!current) return job;
  if (isTerminal(current.status)) await settle(deps, current);
  return (await db.jobs.get(job.key)) ?? current;
}

/** Applies what a finished job means, once: the deferred charge in the ledger, then the notification. */
async function settle(deps: JobDeps, job: TrackedJob): Promise<void> {
  const { db } = deps;
  // The claim, the ledger row and the balance in one transaction: two pollers (alarm and an open page)
  // never write the charge twice, and a worker stopped in between never marks a job charged without its row.
  const claimed = await withLedgerSpace(db, () =>
    db.transaction('rw', db.jobs, db.ledger, db.kv, async () => {
      const row = await db.jobs.get(job.key);
      if (!row || row.charged) return null;
      await db.jobs.update(job.key, { charged: true });
      const endpoint = CHARGE_ENDPOINT[row.kind];
      const finishedAt = row.finishedAt ?? deps.now();
      await db.ledger.add(
        ledgerRow({
          at: finishedAt,
          endpoint,
          feature: endpoints[endpoint].feature,
          params: `job=${row.remoteId} ${row.status}${row.kind === 'lead_list' ? ` rows=${row.processed}` : ` crawled=${row.processed - row.skipped}`}`,
          status: row.status,
          credits: row.creditsCharged,
          durationMs: Math.max(0, finishedAt - row.createdAt),
          mode: row.mode,
          cached: false,
        }),
      );
      if (row.creditsCharged > 0) {
        await subtractCredits(db, row.creditsCharged);
        await markNeedsSync(db);
      }
      return row;
    }),
  );
  if (claimed) await deps.onFinished?.(claimed).catch(() => undefined);
  const toNotify = await db.transaction('rw', db.jobs, async () => {
    const row = await db.jobs.get(job.key);
    if (!row || row.notified) return null;
    await db.jobs.update(job.key, { notified: true });
    return row;
  });
  if (toNotify) {
    const { title, message } = describeFinish(toNotify);
    await deps.platform.notify(toNotify.key, title, message).catch(() => undefined);
  }
}

/** A job's name in a notification title: its kind with the name the user gave it. */
const KIND_NAME = { lead_list: 'jobs_leadList', audience_refresh: 'jobs_audienceRefresh', audience_build: 'jobs_audienceBuild' } as const satisfies Record<
  JobKind,
  MessageKey
>;

/** The notification's words for a finished job. */
export function describeFinish(job: TrackedJob): { title: string; message: string } {
  const credits = tn('common_credits', job.creditsCharged);
  const name = t(KIND_NAME[job.kind], [job.label]);
  // In plain words first, the server's own text only as the detail.
  if (job.status === 'failed') {
    const message = job.error ? t('jobs_failedMessageDetail', [job.error.replace(/\.?$/, '.')]) : t('jobs_failedMessage');
    return { title: t('jobs_failedTitle', [name]), message };
  }
  if (job.status === 'canceled') {
    const message = tn(job.kind === 'lead_list' ? 'jobs_canceledRows' : 'jobs_canceledDomains', job.processed, [credits]);
    return { title: t('jobs_canceledTitle', [name]), message };
  }
  if (job.kind === 'lead_list') {
    return { title: t('jobs_readyTitle', [name]), message: tn(job.capped ? 'jobs_readyRowsCapped' : 'jobs_readyRows', job.processed, [credits]) };
  }
  return {
    title: t('jobs_finishedTitle', [name]),
    message: t('jobs_finishedMessage', [formatNumber(job.processed - job.skipped), formatNumber(job.skipped), credits]),
  };
}
