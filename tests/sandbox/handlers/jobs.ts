// Audience jobs (contract.md): a recipe build and a refresh, both 202-style background work read back
// through GET /v1/jobs/{id}. A refresh skips members scanned in the last 7 days and bills after completion.
import type { Job, SavedSignalQuery } from '../../../lib/api/schemas';
import { RESCAN_AFTER_MS, ticksFor } from '../jobs';
import { findSignals, resolveWindow } from '../signals';
import type { AudienceState, SandboxState } from '../state';
import type { HandlerContext, HandlerGroup } from './types';
import { owned } from './shared';

function startJob(ctx: HandlerContext, a: AudienceState, kind: Job['kind'], domains: string[], total: number, skipped: number): Job {
  const { state, account, key, test, now } = ctx;
  const job: Job = {
    id: state.nextId('job'),
    kind,
    status: 'queued',
    total,
    processed: 0,
    skipped,
    credits_charged: 0,
    created_at: now.toISOString(),
    finished_at: null,
    error: null,
  };
  state.jobs.set(job.id, {
    job,
    audienceId: a.audience.id,
    domains,
    accountId: account.id,
    keyId: key.id,
    test,
    ticks: ticksFor(job.id),
    ticksDone: 0,
    willFail: state.faults.takeJobFailure(),
  });
  state.runner.wake();
  return job;
}

/** The domains a recipe selects today: the signal query's events from `since` (default 30 days) to now. */
function recipeDomains(state: SandboxState, recipe: SavedSignalQuery, now: Date): string[] {
  const window = resolveWindow(recipe.since, undefined, now);
  const events = findSignals(state, { ...recipe, ...window });
  return [...new Set(events.map((e) => e.domain))];
}

export function startBuild(ctx: HandlerContext, a: AudienceState, recipe: SavedSignalQuery): Job {
  const domains = recipeDomains(ctx.state, recipe, ctx.now);
  return startJob(ctx, a, 'audience_build', domains, domains.length, 0);
}

export const jobHandlers: HandlerGroup<'audiences.refresh' | 'jobs.get'> = {
  'audiences.refresh': (p, ctx) => {
    const a = owned(ctx.state.audiences, p.id ?? '', ctx.account.id, 'audience');
    const running = [...ctx.state.jobs.values()].find(
      (j) => j.audienceId === a.audience.id && j.job.kind === 'audience_refresh' && (j.job.status === 'queued' || j.job.status === 'running'),
    );
    if (running) return { data: { job: running.job } };
    const fresh = ctx.now.getTime() - RESCAN_AFTER_MS;
    const members = [...a.members.values()];
    const due = members.filter((m) => m.last_scanned_at === null || Date.parse(m.last_scanned_at) < fresh).map((m) => m.domain);
    return { data: { job: startJob(ctx, a, 'audience_refresh', due, members.length, members.length - due.length) } };
  },
  'jobs.get': (p, { state, account }) => ({ data: { job: owned(state.jobs, p.id ?? '', account.id, 'job').job } }),
};
