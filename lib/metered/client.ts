// The metered API client: parameters checked locally, fresh cache answers for free (per base URL and
// account), identical calls shared, one Idempotency-Key per confirmed intent, and one ledger row per
// request sent (except free background polls, and a call that never left the worker). A paid request's
// row is written pending, in the same transaction as the balance and budget check (the reservation),
// before it leaves; the answer settles it, and no answer leaves it "unknown" (possibly billed) for
// reconcileUnknown (reconcile.ts) to settle from /v1/usage. The settlement is settlement.ts's; what an
// answer is made into, answers.ts's; the errors of a paid call gone wrong, billing-errors.ts's.
import { endpoints, type EndpointDef, type EndpointId, type ParamsInput, type ResponseData } from '@/lib/api/catalog';
import { buildRequest, parseParams } from '@/lib/api/request';
import { createCoalescer } from './coalesce';
import { ApiError, NoKeyError, ResponseValidationError, toApiError } from '@/lib/api/errors';
import type { Transport, TransportResult } from '@/lib/api/transport';
import type { StackLensDB } from '@/lib/db/database';
import { createResponseCache, type CachedEntry, type ResponseCache } from './cache';
import { cacheKey, scopeOf } from './cache-key';
import { isPaid } from './estimate';
import { markOrphansUnknown } from './ledger';
import { intentId, intentKey, settleIntent } from './intents';
import { getBalance, needsSync, type BalanceInfo } from './balance';
import { accountScope, keyAndAccount, keyMode } from '@/lib/keys/key-store';
import { keptUnreadable } from './unreadable';
import { createSettlement, type BudgetEstimate, type BudgetGuard } from './settlement';
import { createAnswers, type Answer, type CallResult } from './answers';
import { possiblyBilledError } from './billing-errors';
import { t } from '@/lib/i18n';

export interface CallOptions {
  signal?: AbortSignal;
  /** Bypass a fresh cache entry (a paid request even when the answer is cached). */
  refresh?: boolean;
  /** A key the caller keeps itself (a queued audience change); otherwise the intent's key is used. */
  idempotencyKey?: string;
  /** Background polls of free endpoints: a request that charged 0 credits leaves no ledger row (every credit is still recorded). */
  unledgeredWhenFree?: boolean;
  /** false: a 429 comes back at once with its wait, for a screen that counts it down (the UI's own calls). */
  waitOnRateLimit?: boolean;
}

export type { BudgetEstimate, BudgetGuard } from './settlement';
export { chargedCredits } from './settlement';
export type { CallResult } from './answers';

export interface ApiClientOptions {
  db: StackLensDB;
  transport: Transport;
  /** The API base URL the transport talks to: cache entries and intents are kept per base URL and account. */
  baseUrl?: string;
  now?: () => number;
  /** May throw BudgetError; called before every call that can spend credits. */
  budgetGuard?: BudgetGuard;
  /** Re-read the balance (free) before a paid call when it is stale. Default true. */
  syncBalance?: boolean;
  cache?: ResponseCache;
  randomUUID?: () => string;
}

export interface ApiClient {
  call<E extends EndpointId>(id: E, params: ParamsInput<E>, opts?: CallOptions): Promise<CallResult<E>>;
  /** GET /v1/credits (free, ledgered at 0) and store the balance and plan. */
  syncBalance(signal?: AbortSignal): Promise<BalanceInfo>;
  cache: ResponseCache;
  /** The base URL and account this client's cache entries and intents belong to. */
  scope(): Promise<string>;
  /** This worker run's id: pending ledger rows of other runs can no longer be answered. */
  session: string;
}

type AnyResult = CallResult<EndpointId>;
/** Failures for which a stale cached answer beats an error (the service, not the request, failed). */
const STALE_FALLBACK = new Set<ApiError['kind']>(['network', 'server', 'timeout']);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { db, transport } = options;
  const now = options.now ?? Date.now;
  const budgetGuard = options.budgetGuard ?? (async () => undefined);
  const baseUrl = options.baseUrl ?? '';
  const scope = async () => scopeOf(baseUrl, await accountScope(db));
  const cache = options.cache ?? createResponseCache(db, { now, scope });
  const uuid = options.randomUUID ?? (() => crypto.randomUUID());
  const coalescer = createCoalescer();
  const session = crypto.randomUUID();
  // Requests a stopped worker left pending can no longer be answered: "unknown" until reconciled.
  const orphansSwept = markOrphansUnknown(db, session).catch(() => 0);
  // What each request costs, reserved before it leaves and settled from what came back (settlement.ts).
  const settlement = createSettlement({
    db,
    now,
    budgetGuard,
    session,
    syncBalance: () => syncBalance(),
    syncEnabled: options.syncBalance !== false,
  });
  // What an answer that arrived is made into (answers.ts).
  const { reread, onSuccess } = createAnswers({ db, cache, scope, now, settlement });

  /** Re-reads a stale balance (free) before a paid call; a failed re-read leaves the last known one. */
  async function freshenBalance(signal: AbortSignal): Promise<void> {
    if (options.syncBalance === false || !(await needsSync(db, now()))) return;
    try {
      await syncBalance(signal);
    } catch (error) {
      // The sync is a courtesy: on failure the last known balance (if any) still applies.
      if (error instanceof ApiError && error.kind === 'aborted') throw error;
    }
  }

  /**
   * One call for the key and account read together at its start: the request carries that key (not one
   * saved meanwhile), and its result and error name that account.
   */
  async function execute(id: EndpointId, parsed: unknown, opts: CallOptions, signal: AbortSignal, intent: string | null): Promise<AnyResult> {
    const sent = await keyAndAccount(db);
    try {
      return { ...(await send(id, parsed, opts, signal, intent, sent.key)), account: sent.account, keyMode: sent.key ? keyMode(sent.key) : 'live' };
    } catch (error) {
      if (error instanceof ApiError) error.account ??= sent.account;
      throw error;
    }
  }

  async function send(id: EndpointId, parsed: unknown, opts: CallOptions, signal: AbortSignal, intent: string | null, key: string | null): Promise<Answer> {
    const def = endpoints[id] as EndpointDef;
    let stale: CachedEntry | null = null;
    if (def.cache && !opts.refresh) {
      stale = await cache.get(id, parsed);
      if (stale?.fresh) return { data: stale.data as ResponseData<EndpointId>, source: 'cache', storedAt: stale.storedAt, credits: 0 };
    }
    // A paid answer that could not be read is re-read, not bought again (only an explicit refresh pays).
    const kept = opts.refresh ? null : await keptUnreadable(db, cacheKey(await scope(), id, parsed), now());
    if (kept) return reread(id, def, parsed, kept);
    if (!key) throw new NoKeyError({ endpoint: id });
    const estimate: BudgetEstimate = {
      endpoint: id,
      feature: def.feature,
      credits: (def.cost as (p: unknown) => number)(parsed),
      billing: def.billing,
      mode: keyMode(key),
    };
    const paid = isPaid(estimate);
    await orphansSwept;
    if (paid) await freshenBalance(signal);
    const at = now();
    // contract.md: a repeat with the same Idempotency-Key within 24 h charges nothing again. The key
    // belongs to the intent (endpoint and inputs), made when it is first sent and kept until answered.
    const idempotencyKey = def.idempotent ? (opts.idempotencyKey ?? (intent ? await intentKey(db, intent, at, uuid) : uuid())) : undefined;
    const rowId = paid ? await settlement.reserve(estimate, parsed, at) : null;
    const req = buildRequest(def, parsed as Record<string, unknown>);
    let result: TransportResult;
    try {
      // A paid request without an Idempotency-Key (a GET) may be billed even when its answer is lost:
      // never repeated after a timeout or a lost connection.
      result = await transport.send({
        endpoint: id,
        method: req.method,
        path: req.path,
        body: req.body,
        idempotencyKey,
        lostAnswerMayBeBilled: paid && !idempotencyKey,
        paid,
        waitOnRateLimit: opts.waitOnRateLimit,
        maxAnswerBytes: def.maxAnswerBytes,
        signal,
        key,
      });
    } catch (thrown) {
      const failed = await settlement.settleFailure(id, def, parsed, toApiError(thrown, id), estimate, at, rowId);
      const error = paid ? possiblyBilledError(failed, estimate, Boolean(idempotencyKey)) : failed;
      // A refusal is final (the server did nothing): the next press is a new intent. A lost or failed
      // answer keeps the key, so pressing again cannot bill the work twice.
      const status = error.charge?.status ?? null;
      if (intent && idempotencyKey && status !== null && status >= 400 && status < 500 && status !== 429) await settleIntent(db, intent, idempotencyKey);
      // An expired copy stands in for a page of results, never for a file the person asked to export.
      if (def.cache && def.billing !== 'capped' && STALE_FALLBACK.has(error.kind)) {
        if (opts.refresh) stale = await cache.get(id, parsed);
        if (stale)
          return { data: stale.data as ResponseData<EndpointId>, source: 'stale-cache', storedAt: stale.storedAt, credits: 0, staleBecause: error.toJSON() };
      }
      throw error;
    }
    const answer = await onSuccess(id, def, parsed, result, estimate.mode, at, Boolean(opts.unledgeredWhenFree), rowId);
    if (intent && idempotencyKey) await settleIntent(db, intent, idempotencyKey);
    return answer;
  }

  async function call<E extends EndpointId>(id: E, params: ParamsInput<E>, opts: CallOptions = {}): Promise<CallResult<E>> {
    let parsed: unknown;
    try {
      parsed = parseParams(id, params);
    } catch (error) {
      throw toApiError(error, id);
    }
    const def = endpoints[id] as EndpointDef;
    const scoped = await scope();
    if (def.method !== 'GET') {
      // A second press while the first is still on its way joins it: one request, one charge.
      const intent = def.idempotent && !opts.idempotencyKey ? intentId(scoped, id, parsed) : null;
      if (!intent) return (await execute(id, parsed, opts, opts.signal ?? new AbortController().signal, null)) as CallResult<E>;
      const { value, shared } = await coalescer.run(intent, opts.signal, (signal) => execute(id, parsed, opts, signal, intent));
      return (shared ? { ...value, credits: 0, shared: true } : value) as CallResult<E>;
    }
    const flightKey = `${cacheKey(scoped, id, parsed)}${opts.refresh ? '#refresh' : ''}`;
    const { value, shared } = await coalescer.run(flightKey, opts.signal, (signal) => execute(id, parsed, opts, signal, null));
    return (shared ? { ...value, credits: 0, shared: true } : value) as CallResult<E>;
  }

  async function syncBalance(signal?: AbortSignal): Promise<BalanceInfo> {
    await call('account.credits', {}, { signal });
    const info = await getBalance(db);
    if (!info) throw new ResponseValidationError({ endpoint: 'account.credits', message: t('errors_balanceNotStored') });
    return info;
  }

  return { call, syncBalance, cache, scope, session };
}
