// Background work billed after completion (published billing rules): lead lists (1 a row delivered, capped to
// the balance), audience refresh (1 a member crawled), recipe builds; 4 to 8 ticks each, a failed job costs nothing.
import { endpoints, type EndpointId } from '../../lib/api/catalog';
import { buildRequest } from '../../lib/api/request';
import { DAY_MS } from './clock';
import type { AccountStore } from './accounts';
import type { Clock } from './clock';
import type { Ledger } from './ledger';
import type { AudienceState, JobState, LeadListState } from './shapes';

/** The part of the sandbox's state the job runner moves (the state passes itself). */
export interface JobWorld {
  readonly options: { readonly jobTickMs: number };
  readonly clock: Clock;
  readonly accounts: AccountStore;
  readonly ledger: Ledger;
  readonly audiences: Map<string, AudienceState>;
  readonly leadLists: Map<string, LeadListState>;
  readonly jobs: Map<string, JobState>;
}

/** Members scanned this recently are skipped by a refresh, and not charged (published). */
export const RESCAN_AFTER_MS = 7 * DAY_MS;
const JOB_FAILURE = 'Sandbox fault: the job failed (POST /__sandbox/fail-next-job)';

/** 4 to 8, fixed per id, so the same ids progress the same way. */
export function ticksFor(id: string): number {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 4 + (h % 5);
}

const isActive = (status: string) => status === 'queued' || status === 'running';

export class JobRunner {
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Paused by `POST /__sandbox/jobs {paused: true}`: jobs move only when stepped, for deterministic tests. */
  private paused = false;

  constructor(private readonly state: JobWorld) {}

  get isPaused(): boolean {
    return this.paused;
  }

  /** Pauses or resumes the timer; resuming wakes it if work is waiting. */
  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused) this.stop();
    else this.wake();
  }

  /** Runs `count` ticks now, paused or not. */
  step(count: number): void {
    for (let i = 0; i < count; i++) this.tick();
  }

  /** Jobs and lead lists still queued or running. */
  activeCount(): number {
    return (
      [...this.state.leadLists.values()].filter((l) => isActive(l.leadList.status)).length +
      [...this.state.jobs.values()].filter((j) => isActive(j.job.status)).length
    );
  }

  /** Called after a job or lead list is added to the state. */
  wake(): void {
    if (this.timer || this.paused) return;
    this.timer = setInterval(() => this.tick(), this.state.options.jobTickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  tick(): void {
    let active = 0;
    for (const l of this.state.leadLists.values()) {
      if (!isActive(l.leadList.status)) continue;
      this.stepLeadList(l);
      if (isActive(l.leadList.status)) active++;
    }
    for (const j of this.state.jobs.values()) {
      if (!isActive(j.job.status)) continue;
      this.stepJob(j);
      if (isActive(j.job.status)) active++;
    }
    if (active === 0) this.stop();
  }

  private stepLeadList(l: LeadListState): void {
    const ll = l.leadList;
    if (ll.status === 'queued') {
      ll.status = 'running';
      return;
    }
    l.ticksDone += 1;
    if (l.willFail && l.ticksDone >= Math.ceil(l.ticks / 2)) return this.failLeadList(l);
    let target = Math.floor((l.rows.length * l.ticksDone) / l.ticks);
    const balance = this.state.accounts.account(l.accountId).balance;
    if (!l.test && target > balance) {
      target = balance;
      ll.capped = true;
    }
    ll.rows_delivered = Math.max(ll.rows_delivered, target);
    if (l.ticksDone >= l.ticks || ll.capped) this.finishLeadList(l, 'completed');
  }

  /** Completion or cancellation: bills the rows delivered, capped to the balance at that moment. */
  finishLeadList(l: LeadListState, status: 'completed' | 'canceled'): void {
    const ll = l.leadList;
    const account = this.state.accounts.account(l.accountId);
    let charge = 0;
    if (!l.test) {
      if (ll.rows_delivered > account.balance) {
        ll.rows_delivered = account.balance;
        ll.capped = true;
      }
      charge = this.state.accounts.charge(account, ll.rows_delivered);
    }
    ll.status = status;
    ll.credits_charged = charge;
    ll.finished_at = this.state.clock.now().toISOString();
    this.record(l, 'leadLists.create', 200, charge);
  }

  private failLeadList(l: LeadListState): void {
    const ll = l.leadList;
    Object.assign(ll, { status: 'failed', rows_delivered: 0, credits_charged: 0, error: JOB_FAILURE, finished_at: this.state.clock.now().toISOString() });
    this.record(l, 'leadLists.create', 500, 0);
  }

  private stepJob(j: JobState): void {
    const job = j.job;
    const audience = this.state.audiences.get(j.audienceId);
    if (!audience) {
      Object.assign(job, { status: 'canceled', error: 'the audience was deleted', finished_at: this.state.clock.now().toISOString() });
      return this.record(j, j.job.kind === 'audience_build' ? 'audiences.create' : 'audiences.refresh', 200, 0);
    }
    if (job.status === 'queued') {
      job.status = 'running';
      return;
    }
    j.ticksDone += 1;
    const endpoint: EndpointId = job.kind === 'audience_build' ? 'audiences.create' : 'audiences.refresh';
    if (j.willFail && j.ticksDone >= Math.ceil(j.ticks / 2)) {
      Object.assign(job, { status: 'failed', credits_charged: 0, error: JOB_FAILURE, finished_at: this.state.clock.now().toISOString() });
      return this.record(j, endpoint, 500, 0);
    }
    const now = this.state.clock.now().toISOString();
    job.processed = Math.min(job.total, Math.ceil((job.total * j.ticksDone) / j.ticks));
    if (job.kind === 'audience_build') {
      for (const domain of j.domains.slice(0, job.processed)) {
        if (!audience.members.has(domain)) audience.members.set(domain, { domain, added_at: now, last_scanned_at: null });
      }
      audience.audience.size = audience.members.size;
    }
    if (j.ticksDone < j.ticks) return;
    let charge = 0;
    if (job.kind === 'audience_refresh') {
      const account = this.state.accounts.account(j.accountId);
      // Members beyond the balance are deferred: not crawled, not charged (published).
      const crawled = j.test ? j.domains.length : Math.min(j.domains.length, account.balance);
      charge = j.test ? 0 : this.state.accounts.charge(account, crawled);
      for (const domain of j.domains.slice(0, crawled)) {
        const m = audience.members.get(domain);
        if (m) m.last_scanned_at = now;
      }
      audience.profiles.clear();
    }
    audience.audience.last_refreshed_at = now;
    audience.audience.updated_at = now;
    Object.assign(job, { status: 'completed', processed: job.total, credits_charged: charge, finished_at: now });
    this.record(j, endpoint, 200, charge);
  }

  /** The job's ledger entry; its path is where the job is read back (catalog `leadLists.get` / `jobs.get`). */
  private record(w: LeadListState | JobState, endpoint: EndpointId, status: number, credits: number): void {
    const path =
      'leadList' in w ? buildRequest(endpoints['leadLists.get'], { id: w.leadList.id }).path : buildRequest(endpoints['jobs.get'], { id: w.job.id }).path;
    this.state.ledger.record({
      at: this.state.clock.now().toISOString(),
      account_id: w.accountId,
      key_id: w.keyId,
      endpoint,
      method: 'JOB',
      path,
      status,
      credits,
      test: w.test,
    });
  }
}
