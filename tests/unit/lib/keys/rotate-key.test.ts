// Key rotation against the sandbox, which refuses a revoked key everywhere (as the published spec
// says): the new key is created with the current one, verified and stored, and only then is the old
// one revoked, with the new key. A failure before the end leaves a working key and no stray one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { getKey } from '@/lib/keys/key-store';
import { createHandlers } from '@/lib/worker/handlers';
import { startSandbox } from '../../../sandbox/server';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { freshDb } from '../support/fake-api';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimits: false });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

interface Entry {
  method: string;
  path: string;
  status: number;
  key_id: string | null;
}
async function sandboxCalls(): Promise<string[]> {
  const body = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: Entry[] };
  return body.entries.map((e) => `${e.method} ${e.path} ${e.status} by ${e.key_id}`);
}
const status = async (key: string) => (await fetch(`${sandbox.url}/v1/credits`, { headers: { Authorization: `Bearer ${key}` } })).status;

/** The worker, with a fetch that can refuse one kind of request as a broken network or server would. */
async function setup(refuse?: (method: string, url: string) => Response | null) {
  const db = freshDb();
  const fetchThrough: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    return refuse?.(req.method, req.url) ?? globalThis.fetch(req);
  };
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, fetch: fetchThrough, sleep: async () => {} });
  expect(await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro })).toMatchObject({ ok: true });
  return { db, handlers };
}
const serverError = () =>
  new Response(JSON.stringify({ success: false, error: { code: 'INTERNAL_ERROR', message: 'boom' } }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

describe('key rotation', () => {
  it('creates the new key with the current one, verifies and stores it, then revokes the old one with the new key', async () => {
    const { db, handlers } = await setup();
    const reply = (await dispatch(handlers, 'keys.rotate', { name: 'StackLens' })) as { ok: true; data: { secretOnce: string; warning?: string } };
    expect(reply).toMatchObject({ ok: true });
    const secret = reply.data.secretOnce;
    expect(reply.data.warning).toBeUndefined();
    expect(await getKey(db)).toBe(secret);
    expect(await status(SANDBOX_KEYS.pro)).toBe(401);
    expect(await status(secret)).toBe(200);
    const calls = (await sandboxCalls()).filter((c) => /\/v1\/(keys|credits)/.test(c));
    expect(calls.slice(1, 5)).toEqual([
      'GET /v1/keys 200 by key_sandbox_pro',
      'POST /v1/keys 201 by key_sandbox_pro',
      expect.stringMatching(/^GET \/v1\/credits 200 by key_sandbox_pro_\d+$/),
      expect.stringMatching(/^DELETE \/v1\/keys\/key_sandbox_pro 200 by key_sandbox_pro_\d+$/),
    ]);
    // StackLens carries on with the new key.
    expect(await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } })).toMatchObject({
      ok: true,
      data: { source: 'network' },
    });
  });

  it('changes nothing when the new key cannot be created: the current key still works', async () => {
    const { db, handlers } = await setup((method, url) => (method === 'POST' && url.endsWith('/v1/keys') ? serverError() : null));
    const reply = await dispatch(handlers, 'keys.rotate', { name: 'StackLens' });
    expect(reply).toMatchObject({ ok: false, error: { message: expect.stringContaining('No new key was created') } });
    expect((reply as { error: { message: string } }).error.message).toContain('your current key still works');
    expect(await getKey(db)).toBe(SANDBOX_KEYS.pro);
    expect(await status(SANDBOX_KEYS.pro)).toBe(200);
  });

  it('keeps the current key and revokes the new one when the new one cannot be verified', async () => {
    let created = false;
    const { db, handlers } = await setup((method, url) => {
      if (method === 'POST' && url.endsWith('/v1/keys')) created = true;
      return created && method === 'GET' && url.endsWith('/v1/credits') ? serverError() : null;
    });
    const reply = await dispatch(handlers, 'keys.rotate', { name: 'StackLens' });
    expect(reply).toMatchObject({ ok: false, error: { message: expect.stringContaining('kept your current key, which still works, and did not revoke it') } });
    expect(await getKey(db)).toBe(SANDBOX_KEYS.pro);
    expect(await status(SANDBOX_KEYS.pro)).toBe(200);
    const keys = (await (await fetch(`${sandbox.url}/v1/keys`, { headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}` } })).json()) as {
      data: { keys: { id: string; status: string }[] };
    };
    expect(keys.data.keys.map((k) => k.status).sort()).toEqual(['active', 'revoked']);
    expect(keys.data.keys.find((k) => k.status === 'active')?.id).toBe('key_sandbox_pro');
  });

  describe('after a lost answer to POST /v1/keys (the sandbox created the key, the answer never came)', () => {
    async function lose(count: number) {
      const res = await fetch(`${sandbox.url}/__sandbox/lose`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count, endpoint: 'keys.create' }),
      });
      expect(res.ok).toBe(true);
    }
    async function serverKeys(key: string = SANDBOX_KEYS.pro) {
      const body = (await (await fetch(`${sandbox.url}/v1/keys`, { headers: { Authorization: `Bearer ${key}` } })).json()) as {
        data: { keys: { id: string; name: string; status: string }[] };
      };
      return body.data.keys;
    }

    it('says a key may have been created, finds the one this rotation made and revokes it: no active key nobody holds', async () => {
      const { db, handlers } = await setup();
      await lose(1);
      const reply = (await dispatch(handlers, 'keys.rotate', { name: 'StackLens rotated' })) as { ok: false; error: { message: string } };
      expect(reply.ok).toBe(false);
      expect(reply.error.message).not.toContain('No new key was created');
      expect(reply.error.message).toMatch(/may have been created/);
      expect(reply.error.message).toMatch(/revoked it/);
      expect(reply.error.message).toContain('your current key still works');
      // The current key is kept and still works; the orphan is revoked; nothing else is active.
      expect(await getKey(db)).toBe(SANDBOX_KEYS.pro);
      expect(await status(SANDBOX_KEYS.pro)).toBe(200);
      const keys = await serverKeys();
      expect(keys.filter((k) => k.status === 'active').map((k) => k.id)).toEqual(['key_sandbox_pro']);
      expect(keys.filter((k) => k.status === 'revoked').map((k) => k.name)).toEqual(['StackLens rotated']);
      // A second press then rotates normally.
      expect(await dispatch(handlers, 'keys.rotate', { name: 'StackLens rotated' })).toMatchObject({ ok: true });
    });

    it('never revokes a key this rotation did not create: one made earlier under the same name stays', async () => {
      const { handlers } = await setup();
      // A key made before the rotation started (say, in the dashboard) under the very name given.
      const made = await fetch(`${sandbox.url}/v1/keys`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'StackLens rotated' }),
      });
      expect(made.status).toBe(201);
      const reply = (await dispatch(handlers, 'keys.rotate', { name: 'StackLens rotated' })) as { ok: false; error: { message: string } };
      expect(reply.ok).toBe(false);
      expect((await serverKeys()).filter((k) => k.status === 'active')).toHaveLength(2);
    });

    it('says what to check when the keys cannot be listed afterwards', async () => {
      let posted = false;
      const { db, handlers } = await setup((method, url) => {
        if (method === 'POST' && url.endsWith('/v1/keys')) posted = true;
        return posted && method === 'GET' && url.endsWith('/v1/keys') ? serverError() : null;
      });
      await lose(1);
      const reply = (await dispatch(handlers, 'keys.rotate', { name: 'StackLens rotated' })) as { ok: false; error: { message: string } };
      expect(reply.error.message).toMatch(/may have been created/);
      expect(reply.error.message).toContain('StackLens rotated');
      expect(reply.error.message).toMatch(/dashboard/);
      expect(await getKey(db)).toBe(SANDBOX_KEYS.pro);
    });
  });
});
