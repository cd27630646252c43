// Credit rules checked against the admin ledger and the account endpoints: only a 2xx is charged at the
// catalog cost (unique domains for a batch), 402 charges nothing, idempotent repeats charge once, exports are capped.
import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from './server';
import { SANDBOX_KEYS } from './keys';
import { FIXTURES, admin, call, expectData, expectError, http, ledgerCredits, useSandbox } from './test-helpers';

const PRO = 'org_sandbox_pro';

describe('credits and the ledger', () => {
  let sb: RunningSandbox;
  useSandbox((started) => (sb = started));

  it('charges 2 for two domain lookups, seen in the ledger, /v1/usage, /v1/credits and /v1/keys/{id}/usage', async () => {
    const first = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.pro });
    const second = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.pro });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get('X-Credits-Cost'), first.headers.get('X-Credits-Remaining')]).toEqual(['1', '9999']);
    expect(second.headers.get('X-Credits-Remaining')).toBe('9998');

    const ledger = await admin(sb, 'GET', `ledger?account_id=${PRO}`);
    expect(ledger.total_credits).toBe(2);
    expect(ledger.entries).toMatchObject([
      { endpoint: 'domain.technologies', method: 'GET', path: `/v1/domain/${FIXTURES.shop}`, status: 200, credits: 1, key_id: 'key_sandbox_pro', test: false },
      { endpoint: 'domain.technologies', status: 200, credits: 1 },
    ]);

    const usage = expectData('account.usage', await call(sb, SANDBOX_KEYS.pro, 'account.usage', {}));
    expect(usage.totals).toMatchObject({ credits_limit: 10_000, credits_used: 2, credits_remaining: 9_998 });
    expect(usage.keys[0]).toMatchObject({ id: 'key_sandbox_pro', usage: { successful_requests: 2, failed_requests: 0 } });
    const credits = expectData('account.credits', await call(sb, SANDBOX_KEYS.pro, 'account.credits', {}));
    expect(credits).toMatchObject({ plan: 'pro', balance: 9_998, limit: 10_000, used: 2, reset_at: '2025-07-01T00:00:00.000Z' });
    const perKey = expectData('keys.usage', await call(sb, SANDBOX_KEYS.pro, 'keys.usage', { key_id: 'key_sandbox_pro' }));
    expect(perKey.endpoints.find((e) => e.endpoint === 'domain.technologies')).toEqual({ endpoint: 'domain.technologies', requests: 2, credits_used: 2 });
    expect(perKey.timeline.find((d) => d.date === '2025-06-15')).toMatchObject({ credits_used: 2 });
    expect(perKey.timeline).toHaveLength(31);
  });

  it('charges nothing for 404, 401, 400 and 429', async () => {
    expectError(
      await http(sb, 'GET', `/v1/domain/${FIXTURES.missing}`, { key: SANDBOX_KEYS.pro }),
      404,
      'NOT_FOUND',
      new RegExp(`No data found for domain ${FIXTURES.missing}`),
    );
    expectError(
      await http(sb, 'GET', '/v1/technology/name/React/domains?limit=1001', { key: SANDBOX_KEYS.pro }),
      400,
      'VALIDATION_ERROR',
      /limit must be a whole number from 1 to 1000/,
    );
    expectError(await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: 'tapi_live_' + 'Z'.repeat(32) }), 401, 'UNAUTHORIZED');
    await admin(sb, 'POST', 'rate-limits', { enabled: true, per_minute: 1 });
    expect((await http(sb, 'GET', '/v1/credits', { key: SANDBOX_KEYS.pro })).status).toBe(200);
    expectError(await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.pro }), 429, 'RATE_LIMIT');
    await admin(sb, 'POST', 'rate-limits', { enabled: false });
    const ledger = await admin(sb, 'GET', 'ledger');
    expect(ledger.entries.map((e: { status: number }) => e.status)).toEqual([404, 400, 401, 200, 429]);
    expect(ledger.total_credits).toBe(0);
    const usage = expectData('account.usage', await call(sb, SANDBOX_KEYS.pro, 'account.usage', {}));
    expect(usage.totals).toMatchObject({ credits_used: 0, credits_remaining: 10_000, total_requests: 4 });
    expect(usage.keys[0]!.usage).toEqual({ total_requests: 4, successful_requests: 1, failed_requests: 3 });
    const credits = expectData('account.credits', await call(sb, SANDBOX_KEYS.pro, 'account.credits', {}));
    expect(credits.balance).toBe(10_000);
  });

  it('refuses a call costing more than the balance with 402 and charges nothing', async () => {
    await admin(sb, 'POST', 'balance', { plan: 'free', balance: 3 });
    const reply = await call(sb, SANDBOX_KEYS.free, 'live.detect', { url: 'https://example.com' });
    expectError(reply, 402, 'INSUFFICIENT_CREDITS', /costs 5 credits and the balance is 3/);
    expect(reply.headers.get('X-Credits-Cost')).toBe('0');
    expect(reply.headers.get('X-Credits-Remaining')).toBe('3');
    expect(expectData('account.credits', await call(sb, SANDBOX_KEYS.free, 'account.credits', {})).balance).toBe(3);
    expect(await ledgerCredits(sb, 'org_sandbox_free')).toBe(0);
  });

  it('charges a batch of 100 domains with duplicates for its unique domains', async () => {
    const unique = Array.from({ length: 40 }, (_, i) => (i === 0 ? FIXTURES.shop : `batch-${i}.example.com`));
    const domains = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? unique[i % 40]!.toUpperCase() : unique[i % 40]!));
    const reply = await call(sb, SANDBOX_KEYS.pro, 'companies.batch', { domains });
    const data = expectData('companies.batch', reply);
    expect(data.companies.length + data.not_found.length).toBe(40);
    expect(reply.headers.get('X-Credits-Cost')).toBe('40');
    expect(await ledgerCredits(sb, PRO)).toBe(40);
    expect(expectData('account.credits', await call(sb, SANDBOX_KEYS.pro, 'account.credits', {})).balance).toBe(9_960);
  });

  it('answers an idempotent repeat with the first response and charges once', async () => {
    const headers = { 'Idempotency-Key': 'live-1' };
    const first = await call(sb, SANDBOX_KEYS.pro, 'live.detect', { url: 'https://example.com', mode: 'full' }, headers);
    const again = await call(sb, SANDBOX_KEYS.pro, 'live.detect', { url: 'https://example.com', mode: 'full' }, headers);
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('X-Credits-Cost')).toBe('0');
    expect(await ledgerCredits(sb, PRO)).toBe(5);
    await call(sb, SANDBOX_KEYS.pro, 'live.detect', { url: 'https://example.com' }, { 'Idempotency-Key': 'live-2' });
    expect(await ledgerCredits(sb, PRO)).toBe(10);
    // Keys are per account: the same key from another organization runs and is charged there.
    await call(sb, SANDBOX_KEYS.scale, 'live.detect', { url: 'https://example.com' }, headers);
    expect(await ledgerCredits(sb, 'org_sandbox_scale')).toBe(5);
  });

  it('caps a signal export to the balance with X-Export-Capped and charges the rows delivered', async () => {
    const techs = expectData('technologies.search', await call(sb, SANDBOX_KEYS.scale, 'technologies.search', { limit: 1 }));
    const technology = techs.technologies[0]!.id;
    for (let i = 0; i < 4; i++) await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology });
    await admin(sb, 'POST', 'balance', { plan: 'pro', balance: 2 });
    const reply = await call(sb, SANDBOX_KEYS.pro, 'signals.export', { type: 'adoption', technology, max_rows: 100 });
    const data = expectData('signals.export', reply);
    expect(data.total).toBeGreaterThanOrEqual(4);
    expect(data.events).toHaveLength(2);
    expect(data.capped).toBe(true);
    expect(reply.headers.get('X-Export-Capped')).toBe('credits');
    expect(reply.headers.get('X-Credits-Cost')).toBe('2');
    expect(reply.headers.get('X-Credits-Remaining')).toBe('0');
    expectError(await call(sb, SANDBOX_KEYS.pro, 'signals.export', { type: 'adoption', technology }), 402, 'INSUFFICIENT_CREDITS');

    const full = await call(sb, SANDBOX_KEYS.scale, 'signals.export', { type: 'adoption', technology, max_rows: 100 });
    const all = expectData('signals.export', full);
    expect(all.capped).toBe(false);
    expect(full.headers.get('X-Export-Capped')).toBeNull();
    expect(full.headers.get('X-Credits-Cost')).toBe(String(all.events.length));
  });

  it('drops the credit headers when admin switches them off', async () => {
    await admin(sb, 'POST', 'headers', { credits: false });
    const off = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.pro });
    expect(off.status).toBe(200);
    expect(off.headers.get('X-Credits-Cost')).toBeNull();
    expect(off.headers.get('X-Credits-Remaining')).toBeNull();
    await admin(sb, 'POST', 'headers', { credits: true });
    const on = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.pro });
    expect(on.headers.get('X-Credits-Remaining')).toBe('9998');
  });
});
