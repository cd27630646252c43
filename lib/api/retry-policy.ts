// When to retry a request, as a pure function: status, headers and attempt in, decision and delay out.
// published-spec.md: retry 429 after Retry-After and 500 with exponential backoff; never 400/401/403/404.

export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A longer Retry-After is handed to the user (RateLimitError) instead of waited for. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 20_000,
};

export interface RetryInput {
  /** HTTP status of the attempt's response; absent when the attempt got none. */
  status?: number;
  errorKind?: 'network' | 'timeout';
  method: string;
  hasIdempotencyKey: boolean;
  /** A paid request without an Idempotency-Key (a paid GET, an export) may be billed even when its
   * answer is lost: a timeout or network error is not retried, since a repeat could be billed again. */
  lostAnswerMayBeBilled?: boolean;
  /** false: a 429 is handed back at once with its wait, for a screen that counts it down and tries again itself. */
  waitOnRateLimit?: boolean;
  /** 1-based number of the attempt that just ended. */
  attempt: number;
  retryAfterHeader?: string | null;
  random: () => number;
  /** Clock for an HTTP-date Retry-After (defaults to Date.now()). */
  now?: number;
}

export type RetryDecision = { retry: true; delayMs: number } | { retry: false; reason: string };

const RETRYABLE_STATUS = new Set([500, 502, 503, 504]);

/** Retry-After as milliseconds from `now`: delta seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | null {
  if (header == null) return null;
  const value = header.trim();
  if (value === '') return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Exponential backoff with "equal jitter": a delay in [d/2, d] where d = min(max, base·2^(attempt-1)). */
export function backoffDelay(attempt: number, random: () => number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  const r = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

export function decideRetry(input: RetryInput, policy: RetryPolicy = DEFAULT_RETRY_POLICY): RetryDecision {
  const { status, errorKind, attempt } = input;
  if (status !== undefined && status < 400) return { retry: false, reason: 'not an error' };
  const transient = errorKind !== undefined || status === 429 || (status !== undefined && RETRYABLE_STATUS.has(status));
  if (!transient) return { retry: false, reason: `status ${status ?? 'unknown'} is not retryable` };
  // A write may have been applied before it failed: only one carrying an Idempotency-Key is safe to repeat.
  if (input.method.toUpperCase() !== 'GET' && !input.hasIdempotencyKey) {
    return { retry: false, reason: `${input.method.toUpperCase()} without an Idempotency-Key is not retried` };
  }
  if (errorKind !== undefined && input.lostAnswerMayBeBilled) {
    return { retry: false, reason: `a ${errorKind === 'timeout' ? 'timed-out' : 'lost'} paid request may have been billed: not repeated` };
  }
  if (attempt >= policy.maxAttempts) return { retry: false, reason: `gave up after ${attempt} attempts` };
  if (status === 429 && input.waitOnRateLimit === false) return { retry: false, reason: 'the caller counts the wait down and tries again itself' };
  if (status === 429) {
    const waitMs = parseRetryAfter(input.retryAfterHeader, input.now ?? Date.now());
    if (waitMs === null) return { retry: true, delayMs: backoffDelay(attempt, input.random, policy) };
    if (waitMs > policy.maxRetryAfterMs) return { retry: false, reason: `Retry-After of ${waitMs} ms exceeds ${policy.maxRetryAfterMs} ms` };
    return { retry: true, delayMs: waitMs };
  }
  return { retry: true, delayMs: backoffDelay(attempt, input.random, policy) };
}
