// Signed webhook deliveries (contract.md): POST with `X-Signature: t=<unix s>,v1=<hex HMAC-SHA256 of "t.body">`,
// a non-2xx or network failure retried 3 times after the configured delays.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock';

export interface WebhookPayload {
  id: string;
  type: string;
  created_at: string;
  alert_id: string;
  data: unknown;
}

export interface DeliveryAttempt {
  alert_id: string;
  event_id: string;
  type: string;
  url: string;
  attempt: number;
  /** 0 when the receiver could not be reached. */
  status_code: number;
  at: string;
  error: string | null;
}

/** Receivers reject a `t` older than this (contract.md: 5 minutes). */
export const SIGNATURE_TOLERANCE_S = 300;
const ATTEMPT_TIMEOUT_MS = 5_000;
const MAX_LOGGED_ATTEMPTS = 500;

export function signatureHeader(secret: string, rawBody: string, t: number): string {
  const hex = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${hex}`;
}

/** What a receiver does: checks the HMAC over `t.rawBody` and that `t` is at most 5 minutes old. */
export function verifySignature(secret: string, header: string | null | undefined, rawBody: string, nowSeconds: number): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || signatures.length === 0) return false;
  if (nowSeconds - t > SIGNATURE_TOLERANCE_S || t - nowSeconds > SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  return signatures.some((sig) => {
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export class WebhookDispatcher {
  readonly attempts: DeliveryAttempt[] = [];
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(
    private readonly delays: () => readonly number[],
    private readonly clock: Clock,
  ) {}

  /** One POST, no retry (alert tests); resolves with the receiver's status, 0 if unreachable. */
  async send(url: string, secret: string, payload: WebhookPayload, attempt = 1): Promise<{ status_code: number; delivered_at: string }> {
    const body = JSON.stringify(payload);
    const t = Math.floor(this.clock.nowMs() / 1000);
    let status = 0;
    let error: string | null = null;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': signatureHeader(secret, body, t), 'User-Agent': 'StackLens-Sandbox-Webhooks/1' },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const at = this.clock.now().toISOString();
    this.attempts.push({ alert_id: payload.alert_id, event_id: payload.id, type: payload.type, url, attempt, status_code: status, at, error });
    if (this.attempts.length > MAX_LOGGED_ATTEMPTS) this.attempts.shift();
    return { status_code: status, delivered_at: at };
  }

  /** The first attempt and up to 3 retries; true once a 2xx answers. */
  deliver(url: string, secret: string, payload: WebhookPayload): Promise<boolean> {
    const run = async () => {
      const delays = this.delays();
      for (let attempt = 1; attempt <= delays.length + 1; attempt++) {
        const { status_code } = await this.send(url, secret, payload, attempt);
        if (status_code >= 200 && status_code < 300) return true;
        const delay = delays[attempt - 1];
        if (delay === undefined) break;
        await new Promise((r) => setTimeout(r, delay));
      }
      return false;
    };
    return this.track(run());
  }

  /** Forgets the attempt log (admin reset). */
  clearLog(): void {
    this.attempts.length = 0;
  }

  /** Registers work so `settled()` can wait for it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.inflight.add(work);
    void work.finally(() => this.inflight.delete(work)).catch(() => undefined);
    return work;
  }

  /** Resolves when no delivery is in flight (tests wait on it instead of sleeping). */
  async settled(): Promise<void> {
    for (let round = 0; round < 100 && this.inflight.size > 0; round++) {
      await Promise.allSettled([...this.inflight]);
    }
  }
}
