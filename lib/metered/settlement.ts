// Billing settlement of the metered client's requests (lib/metered/client.ts): before a paid request
// leaves, its reservation (the balance and budget check and a pending ledger row, in one transaction);
// after it, the row settled from what came back (the charge, or "possibly billed" when no answer came)
// and the balance with it; a free request's row of its own. Every credit a request costs is recorded here.
import { endpoints, type EndpointDef, type EndpointId } from '@/lib/api/catalog';
import { InsufficientCreditsError, toApiError, type ApiError } from '@/lib/api/errors';
import type { TransportResult } from '@/lib/api/transport';
import type { LedgerRow, StackLensDB } from '@/lib/db/database';
import type { KeyMode } from '@/lib/keys/key-store';
import { forgetBalance, getBalance, markNeedsSync, subtractCredits, updateFromHeader, type BalanceInfo } from './balance';
import { tooLargeError } from './billing-errors';
import { isPaid, type CostEstimate } from './estimate';
import { ledgerRow, pendingReservations, recordCall, summarizeParams, withLedgerSpace } from './ledger';
import { lostAnswerCeiling } from './reconcile-plan';

export type BudgetEstimate = CostEstimate & { mode: KeyMode };
export type BudgetGuard = (estimate: BudgetEstimate) => Promise<void>;

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

export interface SettlementDeps {
  db: StackLensDB;
  now: () => number;
  /** May throw BudgetError; called in the reservation of every call that can spend credits. */
  budgetGuard: BudgetGuard;
  /** This worker run's id, on every pending row it reserves. */
  session: string;
  /** Re-reads the balance (free), after a request that may have been billed; `syncEnabled` false: never. */
  syncBalance: () => Promise<BalanceInfo>;
  syncEnabled: boolean;
}

export type Settlement = ReturnType<typeof createSettlement>;

/** The client's settlement (createApiClient): each function of this file with the client's deps. */
export function createSettlement(deps: SettlementDeps) {
  return {
    reserve: (...args: Tail<Parameters<typeof reserve>>) => reserve(deps, ...args),
    settleAnswer: (...args: Tail<Parameters<typeof settleAnswer>>) => settleAnswer(deps, ...args),
    settleFailure: (...args: Tail<Parameters<typeof settleFailure>>) => settleFailure(deps, ...args),
  };
}

type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

async function account(
  deps: SettlementDeps,
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
  const { db, now } = deps;
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

/**
 * The balance and budget check and the pending ledger row, in one transaction: calls sent at once are
 * checked one after the other, each seeing the others' reservations, so a cap or a balance holds.
 */
async function reserve(deps: SettlementDeps, estimate: BudgetEstimate, params: unknown, at: number): Promise<number> {
  const { db, budgetGuard, session } = deps;
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
async function settleRow(deps: SettlementDeps, rowId: number, patch: Partial<LedgerRow>, remaining: number | null): Promise<void> {
  const { db, now } = deps;
  await withLedgerSpace(db, () =>
    db.transaction('rw', db.ledger, db.kv, async () => {
      await db.ledger.update(rowId, patch);
      if (remaining !== null) await updateFromHeader(db, remaining, now());
      else if ((patch.credits ?? 0) > 0) await subtractCredits(db, patch.credits!);
    }),
  );
}

/** Settles a request that was answered: its pending row, or a row of its own, and the balance; returns what it cost. */
async function settleAnswer(
  deps: SettlementDeps,
  id: EndpointId,
  def: EndpointDef,
  parsed: unknown,
  result: TransportResult,
  mode: KeyMode,
  at: number,
  quiet: boolean,
  rowId: number | null,
): Promise<number> {
  const effectiveMode: KeyMode = result.headers.testMode ? 'test' : mode;
  const credits = chargedCredits(def, parsed, result.status, result.headers.creditsCost, effectiveMode, result.data);
  if (rowId !== null) {
    await settleRow(
      deps,
      rowId,
      { state: 'settled', status: result.status, credits, durationMs: result.durationMs, mode: effectiveMode },
      result.headers.creditsRemaining,
    );
  } else {
    await account(deps, id, parsed, result.status, credits, result.durationMs, effectiveMode, at, result.headers.creditsRemaining, quiet);
  }
  return credits;
}

/**
 * Settles a request that failed: nothing when it never left the worker, else its row (possibly billed
 * when no answer came) and the balance; returns the error to show, with what it cost.
 */
async function settleFailure(
  deps: SettlementDeps,
  id: EndpointId,
  def: EndpointDef,
  parsed: unknown,
  error: ApiError,
  estimate: BudgetEstimate,
  at: number,
  rowId: number | null,
): Promise<ApiError> {
  const { db, syncBalance, syncEnabled } = deps;
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
    await account(deps, id, parsed, charge.status ?? error.kind, credits, charge.durationMs, mode, at, remaining);
  } else if (charge.status === null && charge.creditsCost === null) {
    // No answer at all (timeout, lost connection): the server may have done and billed the work.
    // The row keeps its estimate as "possibly billed" until /v1/usage says what was charged.
    // A request without an Idempotency-Key may have been sent twice by the browser itself: the row
    // may cost up to its ceiling, and reconciliation may settle it at that.
    const ceiling = estimate.billing === 'deferred' ? estimate.credits : lostAnswerCeiling(estimate.credits, def.idempotent);
    await settleRow(
      deps,
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
    await settleRow(deps, rowId, { state: 'settled', status: charge.status ?? error.kind, credits, durationMs: charge.durationMs, mode }, remaining);
  }
  // A rejected key (revoked, replaced): the balance stored for it is no longer anyone's to show.
  if (error.kind === 'authentication') await forgetBalance(db).catch(() => undefined);
  if (error.kind === 'insufficient_credits' || (isPaid(estimate) && unanswered)) {
    await markNeedsSync(db);
    // Possibly billed: re-read the balance now (free), so what the person sees next is the server's figure.
    if (error.kind !== 'insufficient_credits' && error.kind !== 'aborted' && syncEnabled) await syncBalance().catch(() => undefined);
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
