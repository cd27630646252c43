// The metered API client: parameters checked locally, fresh cache answers for free (per base URL and
// account), identical calls shared, one Idempotency-Key per confirmed intent, and one ledger row per
// request sent (except free background polls, and a call that never left the worker). A paid request's row is written pending, in the same transaction as the balance
// and budget check (the reservation), before it leaves; the answer settles it, and no answer leaves it
// "unknown" (possibly billed) for reconcileUnknown (reconcile.ts) to settle from /v1/usage.
import type { z } from 'zod';
import { endpoints, type EndpointDef, type EndpointId, type ParamsInput, type ResponseData } from '@/lib/api/catalog';
import { buildRequest, parseParams } from '@/lib/api/request';
import { createCoalescer } from './coalesce';
import {
  ApiError,
  InsufficientCreditsError,
  megabytes,
  NoKeyError,
  ResponseValidationError,
  TooLargeError,
  toApiError,
  type ApiErrorData,
} from '@/lib/api/errors';
import type { Transport, TransportResult } from '@/lib/api/transport';
import type { StackLensDB } from '@/lib/db/database';
import { createResponseCache, type CachedEntry, type ResponseCache } from './cache';
import { cacheKey, scopeOf } from './cache-key';
import { isPaid, type CostEstimate } from './estimate';
import { ledgerRow, markOrphansUnknown, pendingReservations, recordCall, summarizeParams, withLedgerSpace } from './ledger';
import { intentId, intentKey, settleIntent } from './intents';
import { lostAnswerCeiling } from './reconcile-plan';
import { forgetBalance, getBalance, markNeedsSync, needsSync, saveServerBalance, subtractCredits, updateFromHeader, type BalanceInfo } from './balance';
import { accountScope, keyAndAccount, keyMode, setKeyPlan, type KeyMode } from '@/lib/keys/key-store';
import type { LedgerRow } from '@/lib/db/database';
import { forgetUnreadable, keepUnreadable, keptUnreadable, type KeptAnswer } from './unreadable';
import { errorText } from '@/lib/display/error-text';
import { t, tn } from '@/lib/i18n';

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

export interface CallResult<E extends EndpointId> {
  data: ResponseData<E>;
  source: 'network' | 'cache' | 'stale-cache';
  storedAt: number;
  /** Credits this caller's call was charged (0 for cache answers and for callers that joined another's request). */
  credits: number;
  capped?: boolean;
  /** This caller joined an identical request already in flight. */
  shared?: boolean;
  /** For `stale-cache`: the failure the stale answer stands in for. */
  staleBecause?: ApiErrorData;
  /**
   * The local account the request was sent for (its key's, read with it): its answer belongs there,
   * even when another account's key was saved meanwhile (lib/db/account-data.ts, whileCurrent).
   */
  account: string;
  /** That key's mode (live or test), read with it: what the answer was made with. */
  keyMode: KeyMode;
}

export type BudgetEstimate = CostEstimate & { mode: KeyMode };
export type BudgetGuard = (estimate: BudgetEstimate) => Promise<void>;

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
/** A result before the account it was sent for is added (execute). */
type Answer = Omit<AnyResult, 'account' | 'keyMode'>;
/** Failures for which a stale cached answer beats an error (the service, not the request, failed). */
const STALE_FALLBACK = new Set<ApiError['kind']>(['network', 'server', 'timeout']);

function deliveredRows(data: unknown): number | null {
  const events = (data as { events?: unknown } | null)?.events;
  return Array.isArray(events) ? events.length : null;
}

/** Credits a finished request cost: X-Credits-Cost when sent; else only a 2xx is charged (contract.md). */
export function chargedCredits(def: EndpointDef, params: unknown, status: number | null, creditsCost: number | null, mode: KeyMode, data: unknown): number {
  if (creditsCost !== null) return creditsCost;
  if (status === null || status < 200 || status >= 300) return 0;
  if (mode === 'test' || def.billing === 'deferred') return 0;
  const cost = (def.cost as (p: unknown) => number)(params);
  if (def.billing === 'capped') return deliveredRows(data) ?? cost;
  return cost;
}

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

  async function account(
    id: EndpointId,
    params: unknown,
    status: number | string,
    credits: number,
    durationMs: number,
    mode: KeyMode,
    at: number,
    remaining: number | null,
    quiet = false,
  ) {
    if (!(quiet && credits === 0))
      await recordCall(db, {
        at,
        endpoint: id,
        feature: endpoints[id].feature,
        params: summarizeParams(params),
        status,
        credits,
        durationMs,
        mode,
        cached: false,
      });
    if (remaining !== null) await updateFromHeader(db, remaining, now());
    else if (credits > 0) await subtractCredits(db, credits);
  }

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
   * The balance and budget check and the pending ledger row, in one transaction: calls sent at once are
   * checked one after the other, each seeing the others' reservations, so a cap or a balance holds.
   */
  async function reserve(estimate: BudgetEstimate, params: unknown, at: number): Promise<number> {
    return withLedgerSpace(db, () =>
      // The budget check reads the ledger's totals, kept in this same transaction.
      db.transaction('rw', db.ledger, db.ledgerTotals, db.kv, async () => {
        const info = await getBalance(db);
        if (info && estimate.mode !== 'test') {
          const available = info.balance - (await pendingReservations(db));
          const short = estimate.billing === 'capped' ? available < 1 : estimate.billing === 'fixed' && available < estimate.credits;
          if (short) {
            throw new InsufficientCreditsError({
              endpoint: estimate.endpoint,
              cost: estimate.credits,
              balance: Math.max(0, available),
              resetAt: info.resetAt ?? undefined,
            });
          }
        }
        try {
          await budgetGuard(estimate);
        } catch (error) {
          throw toApiError(error, estimate.endpoint);
        }
        return db.ledger.add(
          ledgerRow({
            at,
            endpoint: estimate.endpoint,
            feature: estimate.feature,
            params: summarizeParams(params),
            status: 'pending',
            credits: 0,
            durationMs: 0,
            mode: estimate.mode,
            cached: false,
            state: 'pending',
            estimate: estimate.credits,
            session,
          }),
        );
      }),
    );
  }

  /** Settles a pending row from what came back, and the balance with it, in one transaction. */
  async function settleRow(rowId: number, patch: Partial<LedgerRow>, remaining: number | null): Promise<void> {
    await withLedgerSpace(db, () =>
      db.transaction('rw', db.ledger, db.kv, async () => {
        await db.ledger.update(rowId, patch);
        if (remaining !== null) await updateFromHeader(db, remaining, now());
        else if ((patch.credits ?? 0) > 0) await subtractCredits(db, patch.credits!);
      }),
    );
  }

  /** The error for a paid answer that cannot be read: what it cost, and that a retry will not pay again. */
  function unreadableError(id: EndpointId, status: number, issues: string | undefined, spent: number, kept: boolean): ResponseValidationError {
    const retry = t(kept ? 'errors_retryRereads' : 'errors_retrySendsAgain');
    return new ResponseValidationError({
      endpoint: id,
      status,
      issues,
      spent,
      kept,
      message: sentences(t('errors_unreadable'), billedText(spent), retry, t('errors_updateIfRepeats')),
    });
  }

  /** An answer too large to read (refused unread, accounted like any answer): what it cost, and what to do. */
  function tooLargeError(error: ApiError, spent: number): TooLargeError {
    const unread = error.maxBytes ? t('errors_tooLargeUnreadOver', [megabytes(error.maxBytes)]) : t('errors_tooLargeUnread');
    return new TooLargeError({
      ...error.toJSON(),
      spent,
      message: sentences(unread, billedText(spent), t('errors_askForLess')),
    });
  }

  /**
   * A paid request that got no answer (timeout, lost connection) may have been billed: the message says
   * so, up to what amount (a request without an Idempotency-Key twice over: the browser may have resent
   * it), and what pressing again does: an idempotent POST is replayed for free, a paid GET is not repeated
   * by StackLens and would be sent (and billed) again.
   */
  function possiblyBilledError(error: ApiError, estimate: BudgetEstimate, idempotent: boolean): ApiError {
    const charge = error.charge;
    if (!charge || charge.status !== null || estimate.mode !== 'live' || (error.kind !== 'network' && error.kind !== 'timeout')) return error;
    // Never an amount below what the server may have charged: without an Idempotency-Key the browser
    // itself may have sent the request twice, each billed.
    const ceiling = lostAnswerCeiling(estimate.credits, idempotent);
    const what =
      estimate.billing === 'deferred'
        ? t('errors_noAnswerDeferred')
        : ceiling > estimate.credits
          ? tn('errors_noAnswerBilledResent', ceiling)
          : tn(estimate.billing === 'fixed' ? 'errors_noAnswerBilled' : 'errors_noAnswerBilledUpTo', estimate.credits);
    const next = t(idempotent ? 'errors_retryNotTwice' : 'errors_retrySendsItAgain');
    const rebuilt = ApiError.fromData({ ...error.toJSON(), message: sentences(errorText(error).replace(/([^.。])$/, '$1.'), what, next) });
    rebuilt.charge = charge;
    return rebuilt;
  }

  /** Reads a kept unreadable answer again (free): this version may read it; else the same error, nothing spent. */
  async function reread(id: EndpointId, def: EndpointDef, parsed: unknown, kept: KeptAnswer): Promise<Answer> {
    const checked = (def.response as z.ZodType).safeParse(kept.data);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw unreadableError(id, 200, issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : undefined, kept.credits, true);
    }
    const data = checked.data as ResponseData<EndpointId>;
    await forgetUnreadable(db, cacheKey(await scope(), id, parsed));
    if (def.cache) await cache.put(id, parsed, data).catch(() => undefined);
    return { data, source: 'cache', storedAt: kept.at, credits: 0 };
  }

  async function onSuccess(
    id: EndpointId,
    def: EndpointDef,
    parsed: unknown,
    result: TransportResult,
    mode: KeyMode,
    at: number,
    quiet: boolean,
    rowId: number | null,
  ): Promise<Answer> {
    const checked = (def.response as z.ZodType).safeParse(result.data);
    const effectiveMode: KeyMode = result.headers.testMode ? 'test' : mode;
    const credits = chargedCredits(def, parsed, result.status, result.headers.creditsCost, effectiveMode, result.data);
    if (rowId !== null) {
      await settleRow(
        rowId,
        { state: 'settled', status: result.status, credits, durationMs: result.durationMs, mode: effectiveMode },
        result.headers.creditsRemaining,
      );
    } else {
      await account(id, parsed, result.status, credits, result.durationMs, effectiveMode, at, result.headers.creditsRemaining, quiet);
    }
    if (!checked.success) {
      const issue = checked.error.issues[0];
      // Kept only when it cost something: a free answer can simply be asked for again.
      const kept =
        credits > 0 &&
        (await keepUnreadable(db, cacheKey(await scope(), id, parsed), { data: result.data, at, credits }).then(
          () => true,
          () => false,
        ));
      const error = unreadableError(id, result.status, issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : undefined, credits, kept);
      error.charge = { status: result.status, ...result.headers, attempts: result.attempts, durationMs: result.durationMs };
      throw error;
    }
    const data = checked.data as ResponseData<EndpointId>;
    const capped = def.billing === 'capped' ? Boolean((data as { capped?: boolean }).capped) || result.headers.exportCapped : undefined;
    // An export cut short by the balance is not the export asked for: it is not served again for free.
    if (def.cache && !capped) await cache.put(id, parsed, data).catch(() => undefined);
    if (id === 'account.credits') {
      const credits = data as ResponseData<'account.credits'>;
      await saveServerBalance(db, credits, now());
      await setKeyPlan(db, credits.plan);
    }
    return { data, source: 'network', storedAt: now(), credits, ...(capped !== undefined ? { capped } : {}) };
  }

  async function onFailure(
    id: EndpointId,
    def: EndpointDef,
    parsed: unknown,
    error: ApiError,
    estimate: BudgetEstimate,
    at: number,
    rowId: number | null,
  ): Promise<ApiError> {
    const charge = error.charge;
    if (!charge) {
      // No charge means no request left the worker: nothing to ledger, and nothing to reserve.
      if (rowId !== null) await db.ledger.delete(rowId);
      return error;
    }
    const mode: KeyMode = charge.testMode ? 'test' : estimate.mode;
    const credits = chargedCredits(def, parsed, charge.status, charge.creditsCost, mode, undefined);
    const unanswered = charge.status === null || (charge.status < 300 && charge.creditsCost === null);
    // Only a successful answer's X-Credits-Remaining counts as a sync of the balance: a failing server's
    // (a 5xx while "the current balance could not be loaded") would read "Last synced just now".
    const remaining = charge.status !== null && charge.status < 300 ? charge.creditsRemaining : null;
    if (rowId === null) {
      await account(id, parsed, charge.status ?? error.kind, credits, charge.durationMs, mode, at, remaining);
    } else if (charge.status === null && charge.creditsCost === null) {
      // No answer at all (timeout, lost connection): the server may have done and billed the work.
      // The row keeps its estimate as "possibly billed" until /v1/usage says what was charged.
      // A request without an Idempotency-Key may have been sent twice by the browser itself: the row
      // may cost up to its ceiling, and reconciliation may settle it at that.
      const ceiling = estimate.billing === 'deferred' ? estimate.credits : lostAnswerCeiling(estimate.credits, def.idempotent);
      await settleRow(
        rowId,
        {
          state: mode === 'test' ? 'settled' : 'unknown',
          status: error.kind,
          credits: 0,
          durationMs: charge.durationMs,
          mode,
          ...(mode !== 'test' && ceiling > estimate.credits ? { ceiling } : {}),
        },
        remaining,
      );
    } else {
      await settleRow(rowId, { state: 'settled', status: charge.status ?? error.kind, credits, durationMs: charge.durationMs, mode }, remaining);
    }
    // A rejected key (revoked, replaced): the balance stored for it is no longer anyone's to show.
    if (error.kind === 'authentication') await forgetBalance(db).catch(() => undefined);
    if (error.kind === 'insufficient_credits' || (isPaid(estimate) && unanswered)) {
      await markNeedsSync(db);
      // Possibly billed: re-read the balance now (free), so what the person sees next is the server's figure.
      if (error.kind !== 'insufficient_credits' && error.kind !== 'aborted' && options.syncBalance !== false) await syncBalance().catch(() => undefined);
    }
    if (error.kind === 'too_large') {
      const tooLarge = tooLargeError(error, credits);
      tooLarge.charge = charge;
      return tooLarge;
    }
    if (error.kind !== 'insufficient_credits') return error;
    const known = await getBalance(db);
    const enriched = new InsufficientCreditsError({
      ...error.toJSON(),
      message: undefined,
      cost: estimate.credits,
      balance: charge.creditsRemaining ?? undefined,
      resetAt: known?.resetAt ?? undefined,
    });
    enriched.charge = charge;
    return enriched;
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
    const rowId = paid ? await reserve(estimate, parsed, at) : null;
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
      const failed = await onFailure(id, def, parsed, toApiError(thrown, id), estimate, at, rowId);
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

/** What a failed answer cost, as a sentence. */
const billedText = (spent: number): string => (spent > 0 ? tn('errors_billed', spent) : t('errors_costNothing'));

/** Whole translated sentences, one after another. */
const sentences = (...parts: string[]): string => parts.join(' ');
