// Authentication rules: Bearer only, 401 for missing/invalid/unknown/revoked keys and for a key in the
// query string, 403 for a restricted account, test keys never charged, and key rotation.
import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from './server';
import { SANDBOX_KEYS } from './keys';
import { FIXTURES, admin, call, expectData, expectError, http, ledgerCredits, useSandbox } from './test-helpers';

describe('authentication', () => {
  let sb: RunningSandbox;
  useSandbox((started) => (sb = started));

  it.each([
    ['no Authorization header', {}],
    ['a Basic header', { Authorization: `Basic ${SANDBOX_KEYS.pro}` }],
    ['a malformed key', { Authorization: 'Bearer tapi_live_short' }],
    ['an unknown well-formed key', { Authorization: `Bearer tapi_live_${'x'.repeat(32)}` }],
    ['the revoked key', { Authorization: `Bearer ${SANDBOX_KEYS.revoked}` }],
  ])('refuses %s with 401 UNAUTHORIZED and charges nothing', async (_name, headers) => {
    const reply = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { headers });
    expectError(reply, 401, 'UNAUTHORIZED', /^API key is missing or invalid$/);
    const ledger = await admin(sb, 'GET', 'ledger');
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.entries[0]).toMatchObject({ status: 401, credits: 0, endpoint: 'domain.technologies' });
  });

  it.each([
    ['api_key', `?api_key=${SANDBOX_KEYS.pro}`],
    ['key', `?key=${SANDBOX_KEYS.pro}`],
    ['the key as any value', `?token_hint=${SANDBOX_KEYS.pro}`],
  ])('refuses a key in the query string (%s) even with a valid header', async (_name, query) => {
    const reply = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}${query}`, { key: SANDBOX_KEYS.pro });
    expectError(reply, 401, 'UNAUTHORIZED', /only in the Authorization header/);
    expect(await ledgerCredits(sb, 'org_sandbox_pro')).toBe(0);
  });

  it('gives a restricted account 403 outside the account endpoints, free of charge', async () => {
    expectError(await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.restricted }), 403, 'FORBIDDEN', /restricted/);
    expectError(await call(sb, SANDBOX_KEYS.restricted, 'audiences.list', {}), 403, 'FORBIDDEN');
    const credits = expectData('account.credits', await call(sb, SANDBOX_KEYS.restricted, 'account.credits', {}));
    expect(credits.balance).toBe(100);
    expect(await ledgerCredits(sb, 'org_sandbox_restricted')).toBe(0);
  });

  it('never charges a test key and marks its responses', async () => {
    const reply = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.test });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('X-Test-Mode')).toBe('true');
    expect(reply.headers.get('X-Credits-Cost')).toBe('0');
    const live = await call(sb, SANDBOX_KEYS.test, 'live.detect', { url: 'https://example.com' });
    expect(live.status).toBe(200);
    const credits = expectData('account.credits', await call(sb, SANDBOX_KEYS.test, 'account.credits', {}));
    expect(credits).toMatchObject({ plan: 'pro', balance: 10_000, used: 0 });
    const usage = expectData('account.usage', await call(sb, SANDBOX_KEYS.test, 'account.usage', {}));
    expect(usage.totals).toMatchObject({ credits_used: 0, total_requests: 3 });
    const ledger = await admin(sb, 'GET', 'ledger?account_id=org_sandbox_test');
    expect(ledger.entries.map((e: { test: boolean }) => e.test)).toEqual([true, true, true, true]);
    expect(ledger.total_credits).toBe(0);
    // A live key is charged for the same request.
    const pro = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.pro });
    expect(pro.headers.get('X-Test-Mode')).toBeNull();
    expect(pro.headers.get('X-Credits-Cost')).toBe('1');
  });

  it('rotates a key: the active key creates its successor, then the old one is revoked and 401s everywhere at once', async () => {
    const old = SANDBOX_KEYS.pro;
    expect((await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: old })).status).toBe(200);
    const created = expectData('keys.create', await call(sb, old, 'keys.create', { name: 'Rotated' }));
    expect(created.key.status).toBe('active');
    expect(created.secret).toMatch(/^tapi_live_[A-Za-z0-9]{32}$/);
    // One successor at a time: another create by either key is a conflict until one is revoked.
    expectError(await call(sb, old, 'keys.create', { name: 'third' }), 409, 'CONFLICT', /already exists/);
    expectError(await call(sb, created.secret, 'keys.create', { name: 'third' }), 409, 'CONFLICT');
    expect(expectData('keys.revoke', await call(sb, created.secret, 'keys.revoke', { key_id: 'key_sandbox_pro' }))).toEqual({ revoked: true });
    // The revoked key is refused everywhere, key management included.
    expectError(await http(sb, 'GET', '/v1/credits', { key: old }), 401, 'UNAUTHORIZED');
    expectError(await call(sb, old, 'keys.create', { name: 'again' }), 401, 'UNAUTHORIZED');
    expectError(await call(sb, old, 'keys.list', {}), 401, 'UNAUTHORIZED');
    const credits = expectData('account.credits', await call(sb, created.secret, 'account.credits', {}));
    expect(credits).toMatchObject({ plan: 'pro', balance: 9_999, used: 1 });
    const keys = expectData('keys.list', await call(sb, created.secret, 'keys.list', {}));
    expect(keys.keys.map((k) => [k.id, k.status])).toEqual([
      [created.key.id, 'active'],
      ['key_sandbox_pro', 'revoked'],
    ]);
  });

  it('404s a key id of another organization', async () => {
    expectError(await call(sb, SANDBOX_KEYS.pro, 'keys.revoke', { key_id: 'key_sandbox_free' }), 404, 'NOT_FOUND');
    expect((await http(sb, 'GET', '/v1/credits', { key: SANDBOX_KEYS.free })).status).toBe(200);
  });
});
