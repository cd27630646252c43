// All of the sandbox's in-memory state, behind one object that admin `reset` rebuilds: the world
// (seeded data), accounts and keys, ledger, rate windows, faults, idempotency, audiences, alerts, jobs.
import type { SignalEvent } from '../../lib/api/schemas';
import { createWorld, type World } from './data/index';
import { AccountStore } from './accounts';
import { createClock, startOfUtcDay, type Clock } from './clock';
import { Faults } from './faults';
import { IdempotencyStore } from './idempotency';
import { JobRunner } from './jobs';
import { Ledger } from './ledger';
import { RateLimiter } from './rate-limit';
import { WebhookDispatcher } from './webhooks';

export interface SandboxOptions {
  /** 0 = a free port (default for tests); the CLI defaults to 8787. */
  port?: number;
  host?: '127.0.0.1';
  seed?: string;
  /** Start of the sandbox clock and the world's "today"; defaults to the real time. */
  now?: Date;
  /** Job progress tick (default 500 ms; a job takes 4 to 8 ticks). */
  jobTickMs?: number;
  /** Delays before the 3 webhook retries (default [100, 500, 2500]). */
  webhookRetryDelaysMs?: number[];
  /** Per-plan rate limits (default on). */
  rateLimits?: boolean;
  /** One line per request on stdout. */
  log?: boolean;
  /** New signal events every N ms, firing matching alerts (the CLI uses 30 000; off by default). */
  signalIntervalMs?: number;
}

export interface ResolvedOptions {
  seed: string;
  now: Date | undefined;
  jobTickMs: number;
  webhookRetryDelaysMs: number[];
  rateLimits: boolean;
  log: boolean;
  signalIntervalMs: number;
}

export function resolveOptions(opts: SandboxOptions = {}): ResolvedOptions {
  return {
    seed: opts.seed ?? 'stacklens',
    now: opts.now,
    jobTickMs: opts.jobTickMs ?? 500,
    webhookRetryDelaysMs: opts.webhookRetryDelaysMs ?? [100, 500, 2500],
    rateLimits: opts.rateLimits ?? true,
    log: opts.log ?? false,
    signalIntervalMs: opts.signalIntervalMs ?? 0,
  };
}

export type { AudienceMember, ProfileData, AudienceState, AlertState, LeadRow, LeadListState, JobState } from './shapes';
import type { AudienceState, AlertState, LeadListState, JobState } from './shapes';

export class SandboxState {
  readonly options: ResolvedOptions;
  readonly clock: Clock;
  readonly runner: JobRunner;
  readonly webhooks: WebhookDispatcher;
  world!: World;
  accounts!: AccountStore;
  ledger!: Ledger;
  limiter!: RateLimiter;
  faults!: Faults;
  idempotency!: IdempotencyStore;
  audiences!: Map<string, AudienceState>;
  alerts!: Map<string, AlertState>;
  leadLists!: Map<string, LeadListState>;
  jobs!: Map<string, JobState>;
  /** Events made after start (admin emit, the signal feed); signal queries see them too. */
  emitted!: SignalEvent[];
  creditHeaders = true;
  private counters!: Map<string, number>;

  constructor(opts: ResolvedOptions) {
    this.options = opts;
    this.clock = createClock(opts.now);
    this.runner = new JobRunner(this);
    this.webhooks = new WebhookDispatcher(() => this.options.webhookRetryDelaysMs, this.clock);
    this.reset();
  }

  /** Everything back to the start: balances, ledger, saved items, jobs, idempotency, rate windows, faults. */
  reset(): void {
    this.runner.setPaused(false);
    this.runner.stop();
    this.clock.reset();
    this.webhooks.clearLog();
    const worldNow = this.options.now ?? startOfUtcDay(this.clock.now());
    this.world = createWorld({ seed: this.options.seed, now: worldNow });
    this.accounts = new AccountStore(this.clock.now());
    this.ledger = new Ledger();
    this.limiter = new RateLimiter(this.options.rateLimits);
    this.faults = new Faults();
    this.idempotency = new IdempotencyStore();
    this.audiences = new Map();
    this.alerts = new Map();
    this.leadLists = new Map();
    this.jobs = new Map();
    this.emitted = [];
    this.creditHeaders = true;
    this.counters = new Map();
  }

  /** Sequential ids per prefix (`aud_1`, `alrt_2`, …): same requests, same ids. */
  nextId(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}_${n}`;
  }

  close(): void {
    this.runner.stop();
  }
}
