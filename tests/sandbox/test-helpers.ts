// Shared by the sandbox tests: a started sandbox with fast timings, a small HTTP client, a local
// webhook receiver and a bounded wait; all traffic stays on 127.0.0.1.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { z } from 'zod';
import { endpoints, type EndpointId, type ParamsInput, type ResponseData } from '../../lib/api/catalog';
import { buildRequest, parseParams } from '../../lib/api/request';
import { errorEnvelope, successEnvelope } from '../../lib/api/schemas';
import { startSandbox, type RunningSandbox, type SandboxOptions } from './server';
import { eventually } from '../unit/async-bounds';

/** A fixed "today" so seeded data and windows are the same on every run. */
export const FIXED_NOW = new Date('2025-06-15T12:00:00.000Z');
/** Fixture domains documented in tests/sandbox/data/README.md. */
export const FIXTURES = {
  shop: 'stacklens-fixture-shop.com',
  noCompany: 'stacklens-fixture-nocompany.com',
  missing: 'stacklens-fixture-missing.com',
} as const;

export function start(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ port: 0, now: FIXED_NOW, jobTickMs: 20, webhookRetryDelaysMs: [10, 20, 40], ...opts });
}

/** A sandbox started once for the enclosing describe block (handed to `use`) and reset before each test. */
export function useSandbox(use: (sb: RunningSandbox) => void, opts: SandboxOptions = {}): void {
  let sb: RunningSandbox | undefined;
  beforeAll(async () => {
    sb = await start(opts);
    use(sb);
  });
  afterAll(async () => {
    await sb?.close();
  });
  beforeEach(async () => {
    await admin(sb!, 'POST', 'reset');
  });
}

/** Replies and admin read-outs are checked by schema or field by field, so they are loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test checks a reply against its schema or field by field; a type here would repeat the schemas
export type Loose = any;

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: Loose;
}

export async function http(
  sb: RunningSandbox,
  method: string,
  path: string,
  init: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key) headers.Authorization = `Bearer ${init.key}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${sb.url}${path}`, { method, headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Calls a catalog endpoint the way the client builds it (lib/api/request.ts). */
export function call<E extends EndpointId>(
  sb: RunningSandbox,
  key: string,
  id: E,
  input: ParamsInput<E>,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const req = buildRequest(endpoints[id], parseParams(id, input) as Record<string, unknown>);
  return http(sb, req.method, req.path, { key, headers, ...(req.body ? { body: req.body } : {}) });
}

/** Asserts a success envelope whose data the endpoint's response schema accepts, and returns the data. */
export function expectData<E extends EndpointId>(id: E, reply: Reply): ResponseData<E> {
  expect(reply.status, `${id}: ${reply.text.slice(0, 300)}`).toBe(endpoints[id].status);
  const parsed = successEnvelope(endpoints[id].response as z.ZodType).safeParse(reply.json);
  expect(parsed.success, `${id}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
  return (parsed.data as { data: ResponseData<E> }).data;
}

export function expectError(reply: Reply, status: number, code: string, message?: RegExp): void {
  expect(reply.status, reply.text.slice(0, 300)).toBe(status);
  const parsed = errorEnvelope.parse(reply.json);
  expect(parsed.error.code).toBe(code);
  if (message) expect(parsed.error.message).toMatch(message);
}

export async function admin(sb: RunningSandbox, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Loose> {
  const reply = await http(sb, method, `/__sandbox/${path}`, body === undefined ? {} : { body });
  expect(reply.status, reply.text).toBe(200);
  return reply.json;
}

export async function ledgerCredits(sb: RunningSandbox, accountId: string): Promise<number> {
  return (await admin(sb, 'GET', `ledger?account_id=${accountId}`)).total_credits as number;
}

/** Polls until `check` returns a value, within the unit tests' shared bound (a stuck job fails the test, later on a busy machine). */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, what: string): Promise<T> {
  return eventually(async () => {
    const value = await check();
    if (!value) throw new Error(`timed out waiting for ${what}`);
    return value;
  });
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1:0 answering with the given statuses in turn (then 200). */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const queue = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = queue.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Replaces the answers still to come. */
    answer: (next: number[]) => queue.splice(0, queue.length, ...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
