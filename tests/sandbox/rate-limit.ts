// Per-key request rate limit over a sliding minute (contract.md: free 30, pro 120, scale 600 a minute).
const WINDOW_MS = 60_000;

export type RateDecision = { ok: true } | { ok: false; retryAfter: number };

export class RateLimiter {
  enabled: boolean;
  /** Admin override of every plan's limit; null uses the plan's. */
  perMinute: number | null = null;
  private readonly hits = new Map<string, number[]>();

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  /** Counts a request of `keyId` unless it is over `planLimit`; a refused request is not counted. */
  hit(keyId: string, planLimit: number, nowMs: number): RateDecision {
    if (!this.enabled) return { ok: true };
    const limit = this.perMinute ?? planLimit;
    const recent = (this.hits.get(keyId) ?? []).filter((t) => t > nowMs - WINDOW_MS);
    this.hits.set(keyId, recent);
    if (recent.length >= limit) {
      const oldest = recent[recent.length - limit] ?? nowMs;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((oldest + WINDOW_MS - nowMs) / 1000)) };
    }
    recent.push(nowMs);
    return { ok: true };
  }

  clear(): void {
    this.hits.clear();
  }
}
