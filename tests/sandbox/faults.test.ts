// Admin faults (failures, 429, drops, malformed bodies, latency), reset, and CORS for the extension.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../lib/api/catalog';
import { successEnvelope } from '../../lib/api/schemas';
import type { RunningSandbox } from './server';
import { SANDBOX_KEYS } from './keys';
import { FIXTURES, admin, call, expectData, expectError, http, start, useSandbox } from './test-helpers';

const lookup = (sb: RunningSandbox) => http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.pro });

describe('admin faults', () => {
  let sb: RunningSandbox;
  useSandbox((started) => (sb = started));

  it('fails the next N requests with the given status and a proper error body, free of charge', async () => {
    await admin(sb, 'POST', 'fail', { count: 2, status: 503 });
    expectError(await lookup(sb), 503, 'INTERNAL_ERROR', /503/);
    expectError(await lookup(sb), 503, 'INTERNAL_ERROR');
    expect((await lookup(sb)).status).toBe(200);
    await admin(sb, 'POST', 'fail', { count: 1, status: 402 });
    expectError(await lookup(sb), 402, 'INSUFFICIENT_CREDITS');
    const ledger = await admin(sb, 'GET', 'ledger?account_id=org_sandbox_pro');
    expect(ledger.entries.map((e: { status: number; credits: number }) => [e.status, e.credits])).toEqual([
      [503, 0],
      [503, 0],
      [200, 1],
      [402, 0],
    ]);
  });

  it('fails with 429 and the given Retry-After', async () => {
    await admin(sb, 'POST', 'fail', { count: 1, status: 429, retry_after: 7 });
    const reply = await lookup(sb);
    expectError(reply, 429, 'RATE_LIMIT', /^Rate limit exceeded: retry in 7 seconds$/);
    expect(reply.headers.get('Retry-After')).toBe('7');
  });

  it('drops the connection without an answer', async () => {
    await admin(sb, 'POST', 'drop', { count: 1 });
    await expect(lookup(sb)).rejects.toThrow();
    expect((await lookup(sb)).status).toBe(200);
    const ledger = await admin(sb, 'GET', 'ledger?account_id=org_sandbox_pro');
    expect(ledger.entries.map((e: { status: number }) => e.status)).toEqual([0, 200]);
    expect(ledger.total_credits).toBe(1);
  });

  it('answers 200 with a body the schema refuses (schema) or that is not JSON (json), free of charge', async () => {
    await admin(sb, 'POST', 'malformed', { count: 1 });
    const wrong = await lookup(sb);
    expect(wrong.status).toBe(200);
    expect(wrong.json).toEqual({ success: true, data: { unexpected: 1 } });
    expect(successEnvelope(endpoints['domain.technologies'].response).safeParse(wrong.json).success).toBe(false);
    await admin(sb, 'POST', 'malformed', { count: 1, kind: 'json' });
    const notJson = await lookup(sb);
    expect(notJson.status).toBe(200);
    expect(notJson.json).toBeUndefined();
    expect((await admin(sb, 'GET', 'ledger')).total_credits).toBe(0);
  });

  it('adds latency', async () => {
    await admin(sb, 'POST', 'latency', { ms: 150 });
    const t0 = performance.now();
    expect((await lookup(sb)).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
  });

  it('refuses invalid admin input naming the field', async () => {
    const reply = await http(sb, 'POST', '/__sandbox/fail', { body: { count: 1, status: 418 } });
    expect(reply.status).toBe(400);
    expect(reply.json.error.message).toMatch(/status/);
  });

  it('resets balances, ledger, saved items and faults', async () => {
    await lookup(sb);
    await call(sb, SANDBOX_KEYS.pro, 'audiences.create', { name: 'Kept?' });
    await admin(sb, 'POST', 'balance', { key_id: 'key_sandbox_scale', balance: 5 });
    await admin(sb, 'POST', 'fail', { count: 5, status: 500 });
    await admin(sb, 'POST', 'reset');
    const state = await admin(sb, 'GET', 'state');
    expect(state.counts).toMatchObject({ ledger_entries: 0, audiences: 0, alerts: 0, lead_lists: 0, jobs: 0 });
    expect(state.faults.fail).toBeNull();
    expect(state.accounts.find((a: { id: string }) => a.id === 'org_sandbox_scale').balance).toBe(50_000);
    expect(expectData('account.credits', await call(sb, SANDBOX_KEYS.pro, 'account.credits', {})).balance).toBe(10_000);
    expect(expectData('audiences.list', await call(sb, SANDBOX_KEYS.pro, 'audiences.list', {})).audiences).toEqual([]);
  });
});

describe('CORS', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await start();
  });
  afterAll(async () => {
    await sb.close();
  });

  it.each(['chrome-extension://abcdefghijklmnopabcdefghijklmnop', 'moz-extension://0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0'])(
    'answers the preflight of %s',
    async (origin) => {
      const res = await fetch(`${sb.url}/v1/audiences`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(res.headers.get('Access-Control-Allow-Methods')?.split(',')).toEqual(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS']);
      expect(res.headers.get('Access-Control-Allow-Headers')?.split(',')).toEqual(['Authorization', 'Content-Type', 'Idempotency-Key']);
      expect((await admin(sb, 'GET', 'ledger')).entries).toEqual([]);
    },
  );

  it('exposes the credit, export, test-mode and Retry-After headers on an actual response', async () => {
    const res = await fetch(`${sb.url}/v1/credits`, { headers: { Origin: 'chrome-extension://abc', Authorization: `Bearer ${SANDBOX_KEYS.pro}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const exposed = res.headers.get('Access-Control-Expose-Headers')?.split(',') ?? [];
    expect(exposed).toEqual(expect.arrayContaining(['X-Credits-Cost', 'X-Credits-Remaining', 'X-Export-Capped', 'X-Test-Mode', 'Retry-After']));
  });
});
