// The extension's IndexedDB (Dexie): key store and settings (kv), response cache, credit ledger, meta.
// One version() per shipped schema with its date; .upgrade() for data changes (house-style.md, lobe-chat).
import Dexie, { type Table } from 'dexie';
import { endpoints, type CacheKind, type EndpointId, type Feature } from '@/lib/api/catalog';
import { recountCache } from './cache-totals';
import type { Alert, AUDIENCE_KINDS, JobStatus, Open, TechnologySummary } from '@/lib/api/schemas';
import { addToBuckets, FOLDED_TABLE, TOTALS_TABLE, type LedgerFoldedRow, type LedgerTotalRow, type TotalledRow } from './ledger-totals';
import { ledgerTotalsMiddleware } from './ledger-totals-middleware';
import { DEFAULT_API_BASE_URL } from '@/lib/config';
import { rekeyUnscopedCache } from './rekey-cache';
import { accountAtUpgrade } from './ledger-account';
import { DEFAULT_DB_NAME, KV_ACCOUNT, KV_API_KEY, KV_DATA_ACCOUNT } from './kv-keys';

export type { LedgerFoldedRow, LedgerTotalRow } from './ledger-totals';

export interface KvRow {
  key: string;
  value: unknown;
}

export interface CacheRow {
  /** Base URL and account scope + endpoint id + canonical JSON of the parsed parameters (lib/metered/cache.ts). */
  key: string;
  kind: CacheKind;
  endpoint: EndpointId;
  data: unknown;
  storedAt: number;
  expiresAt: number;
  lastUsedAt: number;
  /** Bytes of the JSON of `data`, for the size cap. */
  size: number;
}

export interface LedgerRow {
  id?: number;
  at: number;
  endpoint: EndpointId;
  feature: Feature;
  /** A short summary of the parameters; never the API key. */
  params: string;
  /** HTTP status, or the error kind when no response arrived. */
  status: number | string;
  /** Settled credits; 0 while `state` is pending or unknown (the estimate is then in `estimate`). */
  credits: number;
  durationMs: number;
  mode: 'live' | 'test';
  cached: false;
  /**
   * `pending`: written with the budget check before the request left, its estimate reserved;
   * `settled`: the answer (or a reconciliation with /v1/usage) says what it cost;
   * `unknown`: no answer came (timeout, lost answer, worker stopped): possibly billed, to reconcile.
   * Rows written before v7 are settled.
   */
  state: 'pending' | 'settled' | 'unknown';
  /** What the request could cost when it was sent (the reservation against balance and budgets). */
  estimate?: number;
  /** The worker run that sent it: a pending row of an earlier run can no longer be answered. */
  session?: string;
  /** Set when the credits came from /v1/usage rather than from the answer. */
  reconciledAt?: number;
  /**
   * The local account (KV_ACCOUNT) that paid, stamped on every write by the ledger middleware
   * (./ledger-totals-middleware.ts) unless the writer names it; rows from before v13 carry the account
   * current at the upgrade (./ledger-account.ts). Reconciliation compares a row with its own account's usage.
   */
  account?: string;
  /**
   * For a row left unknown: the most it may have cost, when that is more than `estimate`: a paid
   * request without an Idempotency-Key may have been sent twice by the browser itself (Chromium resends
   * a GET once when the connection drops before any answer), each billed.
   */
  ceiling?: number;
  /** Set by reconciliation when the server charged more than one request's estimate for this row (a resend). */
  resent?: true;
  /**
   * A row reconciled below its ceiling before the usage report could have caught up: checked once more
   * from /v1/usage at this time, then final (lib/metered/reconcile.ts). Indexed (v13).
   */
  recheckAt?: number;
}

/** A paid POST the person confirmed: its Idempotency-Key is reused by every retry of the same inputs. */
export interface IntentRow {
  /** Base URL and account scope + endpoint + canonical JSON of the parsed parameters. */
  id: string;
  idempotencyKey: string;
  createdAt: number;
}

/**
 * A technology seen in some response; `name` is lowercased for look-ups by name. `summary` is the
 * catalog's full summary (icon, category id); a technology only named in a domain's answer has
 * `seen` instead, enough to offer it in a picker for free.
 */
export interface KnownTechnology {
  id: number;
  name: string;
  summary?: TechnologySummary;
  seen?: { name: string; category: string };
  seenAt: number;
}

/** A background job the user started (lib/jobs/tracker.ts). */
export interface TrackedJobRow {
  /** `${kind}:${remoteId}`. */
  key: string;
  kind: 'lead_list' | 'audience_refresh' | 'audience_build';
  remoteId: string;
  label: string;
  mode: 'live' | 'test';
  context: Record<string, string>;
  /** As the server sent it: a status the published list does not name yet is kept (still under way). */
  status: Open<JobStatus>;
  /** Lead list: estimated rows; audience job: members to process. Null until the server says. */
  total: number | null;
  /** Lead list: rows delivered; audience job: members processed. */
  processed: number;
  skipped: number;
  creditsCharged: number;
  capped: boolean;
  error: string | null;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
  /** The deferred charge is in the ledger. */
  charged: boolean;
  /** The "finished" notification was shown. */
  notified: boolean;
}

/** The server's alert as last read, so the list reads offline. Never the signing secret. */
export interface AlertRow extends Alert {
  syncedAt: number;
}

/** A saved audience, local-first (lib/audiences/): the server's copy is reached by `remoteId` once synced. */
export interface AudienceRow {
  /** Local id (stable even before the server knows the audience). */
  id: string;
  remoteId: string | null;
  name: string;
  kind: Open<(typeof AUDIENCE_KINDS)[number]>;
  /** Members here; the server's count once synced (server wins). */
  size: number;
  /**
   * Members stored in this browser, kept by every member write in its own transaction (lib/audiences/
   * store.ts), so opening a 100,000-member audience does not count them; absent until first counted.
   */
  memberCount?: number;
  createdAt: number;
  updatedAt: number;
  lastRefreshedAt: number | null;
  /** Set by delete until the undo window passes and the server has deleted it. */
  deletedAt: number | null;
  /** Why the server refused this audience's last change (409 name, 403 cap …); local data is kept. */
  syncError: string | null;
  /**
   * When a pull of the server's members last changed a member here (a last scan after a refresh, a
   * member a build added): open tables re-read their rows. Not indexed: no schema version.
   */
  membersPulledAt?: number;
}

export interface AudienceMemberRow {
  audienceId: string;
  /** Registrable domain in ASCII. */
  domain: string;
  addedAt: number;
  lastScannedAt: number | null;
  /**
   * `lastScannedAt`, 0 for never: indexed with the audience ([audienceId+scanKey], v9) so the members
   * table pages by last scan without reading every member (IndexedDB leaves a null out of an index).
   */
  scanKey: number;
}

/** A change made locally, replayed in `seq` order once the server answers (lib/audiences/sync.ts). */
export interface AudienceOpRow {
  seq?: number;
  audienceId: string;
  type: 'create' | 'rename' | 'delete' | 'add' | 'remove';
  name?: string;
  domains?: string[];
  /** Sent as Idempotency-Key, the same on every replay, so a replay never applies twice. */
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  lastError: string | null;
  /** The server answered with a refusal (409, 403…): it did not apply this op. */
  refused?: boolean;
}

/** A row of an account that is not the current one, as it was in its table (./account-data.ts). */
export interface ParkedRow {
  id?: number;
  /** The local account id (KV_ACCOUNT) the row belongs to. */
  account: string;
  table: string;
  row: unknown;
}

/** An on-page technology the user hid on one site (lib/db/hidden-technologies.ts); never sent anywhere. */
export interface HiddenTechnologyRow {
  /** Registrable domain in ASCII (lib/domain/resolve.ts). */
  site: string;
  /** The technology's name as on-page detection gives it (the rule set's). */
  name: string;
  hiddenAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export { DEFAULT_DB_NAME };

/** The schema of version 1, as shipped: the migration test opens a database with it. */
export const SCHEMA_V1 = {
  kv: '&key',
  cache: '&key, kind, expiresAt, lastUsedAt, size',
  ledger: '++id, at, endpoint, feature',
  meta: '&key',
} as const;

export interface DatabaseOptions {
  defaultBaseUrl?: string;
}

export class StackLensDB extends Dexie {
  kv!: Table<KvRow, string>;
  cache!: Table<CacheRow, string>;
  ledger!: Table<LedgerRow, number>;
  meta!: Table<MetaRow, string>;
  technologies!: Table<KnownTechnology, number>;
  jobs!: Table<TrackedJobRow, string>;
  alerts!: Table<AlertRow, string>;
  audiences!: Table<AudienceRow, string>;
  audienceMembers!: Table<AudienceMemberRow, [string, string]>;
  audienceOps!: Table<AudienceOpRow, number>;
  intents!: Table<IntentRow, string>;
  ledgerTotals!: Table<LedgerTotalRow, [string, string, string]>;
  ledgerFolded!: Table<LedgerFoldedRow, [string, string, string]>;
  parked!: Table<ParkedRow, number>;
  hiddenTechnologies!: Table<HiddenTechnologyRow, [string, string]>;

  /** `defaultBaseUrl`: this build's API base URL, the one a migration assumes when Settings stored none. */
  constructor(name: string = DEFAULT_DB_NAME, { defaultBaseUrl = DEFAULT_API_BASE_URL }: DatabaseOptions = {}) {
    super(name);
    // 2026-11-22, v1: first schema.
    this.version(1).stores(SCHEMA_V1);
    // 2026-11-22, v2: LRU per kind ([kind+lastUsedAt]), ledger by status; backfill ledger.feature and
    // ledger.mode from the catalog for rows written before every field was set.
    this.version(2)
      .stores({
        cache: '&key, kind, expiresAt, lastUsedAt, size, [kind+lastUsedAt]',
        ledger: '++id, at, endpoint, feature, status',
      })
      .upgrade((tx) =>
        tx
          .table('ledger')
          .toCollection()
          .modify((row: Partial<LedgerRow>) => {
            if (!row.feature) row.feature = (row.endpoint && endpoints[row.endpoint]?.feature) || 'account';
            if (row.mode !== 'live' && row.mode !== 'test') row.mode = 'live';
            if (row.cached !== false) row.cached = false;
          }),
      );
    // 2026-11-22, v3: technologies seen in any response (icons, category ids), so the popup can show
    // them without paying again.
    this.version(3).stores({ technologies: '&id, name' });
    // 2026-11-22, v4: background jobs (lead lists, audience refreshes) polled by alarm.
    this.version(4).stores({ jobs: '&key, kind, status, createdAt' });
    // 2026-11-23, v5: a cache of the server's alerts, so the list reads offline.
    this.version(5).stores({ alerts: '&id, name' });
    // 2026-11-23, v6: audiences, their members and the queue of changes waiting for the server.
    this.version(6).stores({
      audiences: '&id, remoteId, deletedAt',
      audienceMembers: '&[audienceId+domain]',
      audienceOps: '++seq, audienceId',
    });
    // 2026-11-24, v7: ledger rows have a state (pending before the request leaves, settled, unknown
    // when no answer came), indexed so reservations and rows to reconcile are found without a scan;
    // Idempotency-Keys per intent survive a worker restart. Cache keys now name the base URL and
    // account: entries stored without them are re-keyed under the base URL and account stored at the
    // upgrade (rekey-cache.ts), so nothing already paid for is bought again. (Until 2026-11-26 this
    // upgrade dropped them: users already past v7 lost their cache once.)
    this.version(7)
      .stores({
        ledger: '++id, at, endpoint, feature, status, state',
        intents: '&id, createdAt',
      })
      .upgrade(async (tx) => {
        await tx
          .table('ledger')
          .toCollection()
          .modify((row: Partial<LedgerRow>) => {
            if (row.state === undefined) row.state = 'settled';
          });
        await rekeyUnscopedCache(tx, defaultBaseUrl);
      });
    // 2026-11-26, v8: running totals of the ledger per UTC day, feature and endpoint, kept in the same
    // transaction as every ledger write (./ledger-totals-middleware.ts), so Credits & usage, budgets
    // and Remove key read totals instead of every row; months folded away after 13 months keep
    // theirs; the costliest calls are found by [credits+at]. The totals are built once from the rows.
    this.version(8)
      .stores({
        ledger: '++id, at, endpoint, feature, status, state, [credits+at]',
        [TOTALS_TABLE]: '&[day+feature+endpoint], day',
        [FOLDED_TABLE]: '&[month+feature+endpoint], month',
      })
      .upgrade(async (tx) => {
        const buckets = new Map<string, LedgerTotalRow>();
        await tx.table('ledger').each((row: TotalledRow) => void addToBuckets(buckets, row));
        await tx.table(TOTALS_TABLE).clear();
        await tx.table(TOTALS_TABLE).bulkPut([...buckets.values()]);
      });
    // 2026-11-26, v9: an audience of 100,000 members is paged, counted and sorted by index, never read
    // whole: members by last scan ([audienceId+scanKey], `scanKey` backfilled from lastScannedAt).
    this.version(9)
      .stores({ audienceMembers: '&[audienceId+domain], [audienceId+scanKey]' })
      .upgrade((tx) =>
        tx
          .table('audienceMembers')
          .toCollection()
          .modify((row: AudienceMemberRow) => {
            row.scanKey = row.lastScannedAt ?? 0;
          }),
      );
    // 2026-11-26, v10: the cache's running total (entries, bytes) in meta, kept by every cache write
    // (cache-rows.ts), so its size check no longer walks every entry; counted once here.
    this.version(10)
      .stores({})
      .upgrade((tx) => recountCache(tx.table('cache'), tx.table('meta')).then(() => undefined));
    // 2026-11-26, v11: local data belongs to an account (./account-data.ts): the account-owned tables
    // hold the current account's rows, other accounts' wait in `parked` until their key is saved again.
    // What a StackLens before v11 stored belongs to the account of the key stored at the upgrade (its
    // cached answers are already under that account's id); with no key stored, to the first account seen.
    this.version(11)
      .stores({ parked: '++id, account' })
      .upgrade(async (tx) => {
        const kv = tx.table('kv');
        const [key, account] = await Promise.all([kv.get(KV_API_KEY), kv.get(KV_ACCOUNT)]);
        if (typeof key?.value === 'string' && typeof account?.value === 'string') await kv.put({ key: KV_DATA_ACCOUNT, value: account.value });
      });
    // 2026-11-26, v12: on-page technologies the user hid per site ("Not right?" › Hide on this site),
    // kept in this browser only and for every account alike (a reading preference, not account data).
    this.version(12).stores({ hiddenTechnologies: '&[site+name], site' });
    // 2026-12-03, v13: every ledger row names the account that paid it (`account`, stamped by the ledger
    // middleware), so reconciliation compares a possibly billed call with its own account's usage only;
    // rows reconciled before the usage report could catch up wait by `recheckAt`. Rows written before v13
    // keep everything and get the account current at the upgrade (./ledger-account.ts). The totals do not
    // depend on the account: they are left as they are.
    this.version(13)
      .stores({ ledger: '++id, at, endpoint, feature, status, state, [credits+at], recheckAt' })
      .upgrade(async (tx) => {
        const kv = tx.table('kv');
        const stored = await kv.bulkGet([KV_DATA_ACCOUNT, KV_ACCOUNT]);
        const account = accountAtUpgrade(new Map(stored.filter((row) => row !== undefined).map((row: KvRow) => [row.key, row.value])));
        await tx
          .table('ledger')
          .toCollection()
          .modify((row: Partial<LedgerRow>) => {
            if (row.account === undefined) row.account = account;
          });
      });
    // Every later upgrade that writes ledger rows must rebuild the totals as v8 does: the middleware
    // leaves upgrade transactions alone.
    this.use(ledgerTotalsMiddleware);
  }
}

/** The database; Dexie opens it on first use, so this is safe to call at worker start-up. */
export function openDatabase(name: string = DEFAULT_DB_NAME, options: DatabaseOptions = {}): StackLensDB {
  return new StackLensDB(name, options);
}
