// The one transport: auth header, JSON envelope, per-attempt timeout, retries driven by decideRetry
// with the same Idempotency-Key on every attempt (contract.md), and errors mapped to typed classes.
import ky from 'ky';
import type { EndpointId, HttpMethod } from './catalog';
import { errorEnvelope } from './schemas';
import {
  AbortedError,
  ApiError,
  NetworkError,
  NoKeyError,
  ResponseValidationError,
  TimeoutError,
  TooLargeError,
  ValidationError,
  errorForStatus,
  type Charge,
} from './errors';
import { checkBaseUrl } from './base-url';
import { DEFAULT_RETRY_POLICY, decideRetry, parseRetryAfter, type RetryPolicy } from './retry-policy';
import { decideSend, type ProbeOutcome } from './sent-policy';

export interface TransportRequest {
  endpoint: EndpointId;
  method: HttpMethod;
  /** Path and query, starting with /v1. */
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  /** The request may be billed even if its answer is lost (a paid GET or export): no retry on timeout or network error. */
  lostAnswerMayBeBilled?: boolean;
  /** false: a 429 is not waited out here but handed back with its wait (a screen counts it down: retry-policy.ts). */
  waitOnRateLimit?: boolean;
  /**
   * A request that may cost credits: with `probeBeforePaid`, the API's address is checked first (sent-policy.ts),
   * so a connection that cannot be made is known to have sent, and charged, nothing.
   */
  paid?: boolean;
  /** The largest answer read (its endpoint's maxAnswerBytes); a larger one is refused unread. Default DEFAULT_MAX_ANSWER_BYTES. */
  maxAnswerBytes?: number;
  signal?: AbortSignal;
  /**
   * The key read with the account the request started under (lib/metered/client.ts): sent even if
   * another is saved meanwhile, so the answer is that account's. A removed key (getKey null) still stops it.
   */
  key?: string;
}

/**
 * The largest answer read when the endpoint names no other limit: the published pages (100 companies,
 * 1,000 domains) weigh well under 1 MB. Parsing 46 MB took 1.4 s of the worker's time before any check.
 */
export const DEFAULT_MAX_ANSWER_BYTES = 5_000_000;

/** The optional headers of contract.md, read from the last response. */
export interface ResponseMeta {
  creditsCost: number | null;
  creditsRemaining: number | null;
  testMode: boolean;
  exportCapped: boolean;
}

export interface TransportResult {
  status: number;
  data: unknown;
  headers: ResponseMeta;
  attempts: number;
  durationMs: number;
}

export interface Transport {
  send(req: TransportRequest): Promise<TransportResult>;
}

export interface TransportOptions {
  baseUrl: string;
  getKey: () => Promise<string | null>;
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Per attempt; below the 30 s an MV3 worker may be idle. */
  attemptTimeoutMs?: number;
  policy?: RetryPolicy;
  /**
   * Before a paid request, check that the API's address answers at all (a keyless HEAD of the base
   * URL, in no-cors mode: any answer counts), so a refused connection sends nothing paid and says so
   * (sent-policy.ts). Off by default: only the worker's client turns it on.
   */
  probeBeforePaid?: boolean;
  /** The check's time limit (default 10 s). */
  probeTimeoutMs?: number;
}

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function intHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || !/^\s*-?\d+\s*$/.test(raw)) return null;
  return Number(raw);
}

function readMeta(headers: Headers): ResponseMeta {
  return {
    creditsCost: intHeader(headers, 'X-Credits-Cost'),
    creditsRemaining: intHeader(headers, 'X-Credits-Remaining'),
    testMode: headers.get('X-Test-Mode')?.trim().toLowerCase() === 'true',
    exportCapped: headers.get('X-Export-Capped') !== null,
  };
}

/**
 * The body as text, or null when it is larger than `max` bytes: refused by its Content-Length before
 * any byte is read, or after `max` bytes of a body that did not say (nothing more is read or kept).
 */
async function readCapped(response: Response, max: number): Promise<string | null> {
  const declared = Number(response.headers.get('Content-Length') ?? NaN);
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Maps a non-2xx response to its typed error (errors.ts, errorForStatus), reading its envelope and Retry-After. */
function errorFromResponse(status: number, body: unknown, headers: Headers, endpoint: EndpointId, now: number): ApiError {
  const envelope = errorEnvelope.safeParse(body);
  const fields = {
    code: envelope.success ? envelope.data.error.code : undefined,
    detail: envelope.success ? envelope.data.error.message : undefined,
    endpoint,
  };
  const waitMs = status === 429 ? parseRetryAfter(headers.get('Retry-After'), now) : null;
  return errorForStatus(status, fields, waitMs === null ? undefined : { retryAfterSeconds: Math.ceil(waitMs / 1000), retryAt: now + waitMs });
}

type Attempt =
  | { ok: true; status: number; data: unknown; meta: ResponseMeta }
  | { ok: false; error: ApiError; status?: number; meta?: ResponseMeta; retryAfter?: string | null; errorKind?: 'network' | 'timeout' };

/**
 * The keyless check of the API's address before a paid request (sent-policy.ts): a HEAD of the base URL
 * in no-cors mode, any answer counting. One at a time per transport: paid requests sent together share it.
 */
function createProbe(fetchImpl: typeof fetch, baseUrl: string, probeTimeoutMs: number): (signal?: AbortSignal) => Promise<ProbeOutcome> {
  let probing: Promise<ProbeOutcome> | null = null;
  return (signal) => {
    probing ??= (async (): Promise<ProbeOutcome> => {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, probeTimeoutMs);
      try {
        // No key, no body, no cookies: it tells the API nothing and costs nothing. An opaque answer is an answer.
        await fetchImpl(`${baseUrl}/`, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal });
        return 'answered';
      } catch {
        return timedOut ? 'timed-out' : 'failed';
      } finally {
        clearTimeout(timer);
      }
    })().finally(() => {
      probing = null;
    });
    const shared = probing;
    if (!signal) return shared;
    return Promise.race([
      shared,
      new Promise<ProbeOutcome>((_, reject) => {
        if (signal.aborted) reject(new AbortedError());
        signal.addEventListener('abort', () => reject(new AbortedError()), { once: true });
      }),
    ]);
  };
}

export function createTransport(options: TransportOptions): Transport {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 25_000;
  if (attemptTimeoutMs >= 30_000) throw new RangeError('attemptTimeoutMs must be below 30 s (MV3 worker lifetime)');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // The key goes only where lib/api/base-url.ts allows: https, or plain http to loopback.
  const urlCheck = checkBaseUrl(options.baseUrl);

  const probe = createProbe(fetchImpl, baseUrl, options.probeTimeoutMs ?? 10_000);

  async function attemptOnce(req: TransportRequest, key: string): Promise<Attempt> {
    // An abort that fired before this attempt would never reach the listener below.
    if (req.signal?.aborted) return { ok: false, error: new AbortedError({ endpoint: req.endpoint }) };
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort();
    req.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, attemptTimeoutMs);
    const headers: Record<string, string> = { Authorization: `Bearer ${key}`, Accept: 'application/json' };
    if (req.idempotencyKey) headers['Idempotency-Key'] = req.idempotencyKey;
    try {
      // ky's own retry and timeout are off: decideRetry and the timer above own them.
      const response = await ky(`${baseUrl}${req.path}`, {
        method: req.method,
        headers,
        ...(req.body !== undefined ? { json: req.body } : {}),
        retry: 0,
        timeout: false,
        throwHttpErrors: false,
        signal: controller.signal,
        fetch: fetchImpl,
      });
      const meta = readMeta(response.headers);
      const { status } = response;
      const maxBytes = req.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
      const text = await readCapped(response, maxBytes);
      // Too large to read: refused before parsing; its status and credit headers still count (a paid
      // answer was billed).
      if (text === null) return { ok: false, status, meta, error: new TooLargeError({ status, endpoint: req.endpoint, maxBytes }) };
      const body = parseJson(text);
      if (status >= 200 && status < 300) {
        const env = body as { success?: unknown; data?: unknown } | undefined;
        if (env && typeof env === 'object' && env.success === true && 'data' in env) return { ok: true, status, data: env.data, meta };
        return {
          ok: false,
          status,
          meta,
          error: new ResponseValidationError({ status, endpoint: req.endpoint, issues: 'the body is not a {success, data} envelope' }),
        };
      }
      return {
        ok: false,
        status,
        meta,
        retryAfter: response.headers.get('Retry-After'),
        error: errorFromResponse(status, body, response.headers, req.endpoint, now()),
      };
    } catch (error) {
      if (req.signal?.aborted) return { ok: false, error: new AbortedError({ endpoint: req.endpoint }) };
      if (timedOut) return { ok: false, errorKind: 'timeout', error: new TimeoutError({ endpoint: req.endpoint }) };
      if (error instanceof ApiError) return { ok: false, error };
      return { ok: false, errorKind: 'network', error: new NetworkError({ endpoint: req.endpoint }) };
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function send(req: TransportRequest): Promise<TransportResult> {
    const started = now();
    if (req.signal?.aborted) throw new AbortedError({ endpoint: req.endpoint });
    if (!options.baseUrl.trim()) throw new NoKeyError({ endpoint: req.endpoint, message: 'Set the API base URL (https://…) and your key in Settings' });
    if (!urlCheck.ok) throw new ValidationError({ endpoint: req.endpoint, param: 'baseUrl', message: `${urlCheck.message} Nothing was sent.` });
    const stored = await options.getKey();
    if (!stored) throw new NoKeyError({ endpoint: req.endpoint });
    const key = req.key ?? stored;
    // No charge attached: nothing has been sent, so there is nothing to ledger.
    if (req.signal?.aborted) throw new AbortedError({ endpoint: req.endpoint });
    // The browser knows it is offline, or the API's address cannot be connected to: nothing paid leaves,
    // so nothing can have been charged (said so, never "may have been billed"). sent-policy.ts decides.
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    const checked = online && req.paid && options.probeBeforePaid ? await probe(req.signal).catch(() => null) : 'skipped';
    if (checked === null || req.signal?.aborted) throw new AbortedError({ endpoint: req.endpoint });
    const sending = decideSend({ online, probe: checked });
    if (!sending.send) throw new NetworkError({ endpoint: req.endpoint, code: sending.why });
    // Credits reported across attempts: a server that charged a failed attempt is still accounted for.
    let costSum: number | null = null;
    let last: ResponseMeta | null = null;
    let testMode = false;
    for (let attempt = 1; ; attempt++) {
      const result = await attemptOnce(req, key);
      const meta = result.meta;
      if (meta) {
        if (meta.creditsCost !== null) costSum = (costSum ?? 0) + meta.creditsCost;
        last = meta;
        testMode ||= meta.testMode;
      }
      const headers: ResponseMeta = {
        creditsCost: costSum,
        creditsRemaining: last?.creditsRemaining ?? null,
        testMode,
        exportCapped: last?.exportCapped ?? false,
      };
      if (result.ok) return { status: result.status, data: result.data, headers, attempts: attempt, durationMs: now() - started };
      const error = result.error;
      const decision =
        result.error.kind === 'aborted' || result.error.kind === 'response_validation' || result.error.kind === 'too_large'
          ? { retry: false as const, reason: error.kind }
          : decideRetry(
              {
                status: result.status,
                errorKind: result.errorKind,
                method: req.method,
                hasIdempotencyKey: Boolean(req.idempotencyKey),
                lostAnswerMayBeBilled: req.lostAnswerMayBeBilled,
                waitOnRateLimit: req.waitOnRateLimit,
                attempt,
                retryAfterHeader: result.retryAfter,
                random,
                now: now(),
              },
              policy,
            );
      if (!decision.retry) {
        const charge: Charge = { status: result.status ?? null, ...headers, attempts: attempt, durationMs: now() - started };
        error.charge = charge;
        throw error;
      }
      try {
        await sleep(decision.delayMs, req.signal);
      } catch {
        const aborted = new AbortedError({ endpoint: req.endpoint });
        aborted.charge = { status: result.status ?? null, ...headers, attempts: attempt, durationMs: now() - started };
        throw aborted;
      }
    }
  }

  return { send };
}
