// What reconciliation decides, as pure functions (tested by table): the most a paid request whose
// answer was lost may have cost, how the server's charge for one account, day and endpoint is shared
// among the rows still open, and whether a row settled now is checked once more later.

/**
 * The browser itself may send a request again when the connection drops before any answer (Chromium
 * resends a GET once), and the server bills each: a paid request without an Idempotency-Key may have
 * been billed this many times. A repeat with the same Idempotency-Key charges nothing again (contract.md).
 */
export const BROWSER_SENDS_AT_MOST = 2;

/**
 * The usage report (/v1/keys/{id}/usage) may lag the charge: a row settled below its ceiling sooner than
 * this after its call is checked once more when this has passed. The contract names no delay: an assumption.
 */
export const USAGE_CATCH_UP_MS = 15 * 60_000;

/** The most a paid request whose answer never came may have cost. */
export function lostAnswerCeiling(estimate: number, idempotent: boolean): number {
  return idempotent ? estimate : estimate * BROWSER_SENDS_AT_MOST;
}

/** A row the server's charge may still be given to. */
export interface OpenRow {
  id: number;
  at: number;
  /** One request's estimate. */
  estimate: number;
  /** The most it may have cost (lostAnswerCeiling); the estimate when not set. */
  ceiling?: number;
  /** Already settled once, now checked again (its last chance). */
  recheck: boolean;
}

export interface Settlement {
  id: number;
  credits: number;
  /** More than one request's estimate: the request was billed again (the browser's resend). */
  resent: boolean;
  /** When to check it once more; null when final. */
  recheckAt: number | null;
}

/**
 * The server's credits for one account, day and endpoint beyond what the rows already settled hold,
 * given to the open rows oldest first, each at most its ceiling; the rest cost nothing. A row settled
 * below its ceiling before the usage report could have caught up is checked again later, once.
 */
export function shareCharge(serverCredits: number, settledCredits: number, open: readonly OpenRow[], now: number): Settlement[] {
  let unaccounted = Math.max(0, serverCredits - settledCredits);
  return [...open]
    .sort((a, b) => a.at - b.at || a.id - b.id)
    .map((row) => {
      const ceiling = Math.max(row.estimate, row.ceiling ?? row.estimate);
      const credits = Math.min(ceiling, unaccounted);
      unaccounted -= credits;
      const early = now < row.at + USAGE_CATCH_UP_MS;
      return { id: row.id, credits, resent: credits > row.estimate, recheckAt: !row.recheck && credits < ceiling && early ? row.at + USAGE_CATCH_UP_MS : null };
    });
}
