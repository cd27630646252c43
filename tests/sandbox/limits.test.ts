// Plan limits: requests a minute per key (429 with Retry-After, free of charge), saved audiences per
// plan, unique names, and member normalisation.
import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from './server';
import { SANDBOX_KEYS } from './keys';
import { FIXTURES, admin, call, expectData, expectError, http, start, useSandbox } from './test-helpers';

describe('rate limits', () => {
  let sb: RunningSandbox;
  useSandbox((started) => (sb = started));

  it('gives the free plan 30 requests a minute, then 429 with Retry-After, per key', async () => {
    for (let i = 0; i < 30; i++) expect((await http(sb, 'GET', '/v1/credits', { key: SANDBOX_KEYS.free })).status).toBe(200);
    const limited = await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.free });
    expectError(limited, 429, 'RATE_LIMIT', /^Rate limit exceeded: retry in \d+ seconds$/);
    const wait = Number(limited.headers.get('Retry-After'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.json.error.message).toBe(`Rate limit exceeded: retry in ${wait} seconds`);
    // Another key has its own window.
    expect((await http(sb, 'GET', '/v1/credits', { key: SANDBOX_KEYS.pro })).status).toBe(200);
    // A minute later the window is empty again.
    await admin(sb, 'POST', 'clock', { advance_ms: 61_000 });
    expect((await http(sb, 'GET', `/v1/domain/${FIXTURES.shop}`, { key: SANDBOX_KEYS.free })).status).toBe(200);
    expect((await admin(sb, 'GET', 'ledger?account_id=org_sandbox_free')).total_credits).toBe(1);
  });

  it('follows the admin override and can be switched off', async () => {
    await admin(sb, 'POST', 'rate-limits', { enabled: true, per_minute: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await http(sb, 'GET', '/v1/credits', { key: SANDBOX_KEYS.scale })).status);
    expect(statuses).toEqual([200, 200, 429]);
    await admin(sb, 'POST', 'rate-limits', { enabled: false });
    for (let i = 0; i < 5; i++) expect((await http(sb, 'GET', '/v1/credits', { key: SANDBOX_KEYS.scale })).status).toBe(200);
  });

  it('is off with the rateLimits: false option', async () => {
    const open = await start({ rateLimits: false });
    try {
      for (let i = 0; i < 35; i++) expect((await http(open, 'GET', '/v1/credits', { key: SANDBOX_KEYS.free })).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('audience rules', () => {
  let sb: RunningSandbox;
  useSandbox((started) => (sb = started));

  it('caps saved audiences per plan and refuses a duplicate name', async () => {
    for (let i = 0; i < 3; i++) expect((await call(sb, SANDBOX_KEYS.free, 'audiences.create', { name: `List ${i}` })).status).toBe(201);
    expectError(await call(sb, SANDBOX_KEYS.free, 'audiences.create', { name: 'List 4' }), 403, 'FORBIDDEN', /free plan allows 3 saved audiences/);
    expectError(
      await call(sb, SANDBOX_KEYS.pro, 'audiences.create', { name: 'Mine' }).then(() => call(sb, SANDBOX_KEYS.pro, 'audiences.create', { name: 'MINE' })),
      409,
      'CONFLICT',
    );
    // Names are per organization.
    expect((await call(sb, SANDBOX_KEYS.scale, 'audiences.create', { name: 'Mine' })).status).toBe(201);
  });

  it('normalises, deduplicates and rejects member input', async () => {
    const created = expectData(
      'audiences.create',
      await call(sb, SANDBOX_KEYS.pro, 'audiences.create', {
        name: 'Normalised',
        domains: ['HTTPS://WWW.Example.COM/pricing?x=1', 'example.com', 'shop.example.co.uk:8080', 'http://10.0.0.1/', 'not a domain', ''],
      }),
    );
    expect(created.audience.size).toBe(2);
    expect(created.rejected).toEqual([
      { input: 'http://10.0.0.1/', reason: expect.stringMatching(/IP address/) },
      { input: 'not a domain', reason: 'not a domain name' },
      { input: '', reason: 'empty input' },
    ]);
    const id = created.audience.id;
    const added = expectData(
      'audiences.addMembers',
      await call(sb, SANDBOX_KEYS.pro, 'audiences.addMembers', { id, domains: ['www.example.com', 'new.example.org', 'NEW.example.org'] }),
    );
    expect(added).toEqual({ added: 1, duplicates: 2, rejected: [] });
    const members = expectData('audiences.members', await call(sb, SANDBOX_KEYS.pro, 'audiences.members', { id }));
    expect(members.members.map((m) => m.domain)).toEqual(['example.com', 'shop.example.co.uk', 'new.example.org']);
    expectError(await call(sb, SANDBOX_KEYS.pro, 'audiences.removeMember', { id, domain: 'absent.example.com' }), 404, 'NOT_FOUND');
    // Another organization cannot see it.
    expectError(await call(sb, SANDBOX_KEYS.scale, 'audiences.get', { id }), 404, 'NOT_FOUND');
  });

  it('serves the profile from a 24 h cache that still costs 1 credit', async () => {
    const { audience } = expectData(
      'audiences.create',
      await call(sb, SANDBOX_KEYS.pro, 'audiences.create', { name: 'P', domains: [FIXTURES.shop, FIXTURES.noCompany] }),
    );
    const first = await call(sb, SANDBOX_KEYS.pro, 'audiences.profile', { id: audience.id });
    const second = await call(sb, SANDBOX_KEYS.pro, 'audiences.profile', { id: audience.id });
    const [a, b] = [expectData('audiences.profile', first), expectData('audiences.profile', second)];
    expect([a.cache.hit, b.cache.hit]).toEqual([false, true]);
    expect(b.cache.computed_at).toBe(a.cache.computed_at);
    expect(b.technologies).toEqual(a.technologies);
    expect([first.headers.get('X-Credits-Cost'), second.headers.get('X-Credits-Cost')]).toEqual(['1', '1']);
    await admin(sb, 'POST', 'clock', { advance_ms: 86_400_000 + 1 });
    expect(expectData('audiences.profile', await call(sb, SANDBOX_KEYS.pro, 'audiences.profile', { id: audience.id })).cache.hit).toBe(false);
    expect((await admin(sb, 'GET', 'ledger?account_id=org_sandbox_pro')).total_credits).toBe(3);
  });
});
