// Nothing leaves for the API provider without the user's consent (Firefox's data collection permission,
// lib/consent): the worker refuses a key, a base URL change and every call before a single request is
// sent, and sends again once consent is given; a withdrawn consent stops the next call.
import { describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { getKey } from '@/lib/keys/key-store';
import { createHandlers } from '@/lib/worker/handlers';
import { creditsBody, domainReport, freshDb, LIVE_KEY, ok, scriptedFetch, usageBody } from '../support/fake-api';

const BASE = 'http://127.0.0.1:9';
const REFUSED = { ok: false, error: { kind: 'no_key', code: 'no_consent', message: expect.stringContaining('until you allow it') } };

function setup(script: Parameters<typeof scriptedFetch>[0]) {
  const db = freshDb();
  const fetch = scriptedFetch(script);
  const consent = { given: false };
  const handlers = createHandlers({ db, defaultBaseUrl: BASE, fetch, dataConsent: async () => consent.given });
  return { db, fetch, consent, ask: (type: string, payload: unknown) => dispatch(handlers, type, payload) };
}

describe('data consent in the worker', () => {
  it('refuses to verify a key before consent, sending nothing and storing nothing', async () => {
    const { db, fetch, ask } = setup([]);
    expect(await ask('keys.save', { key: LIVE_KEY, baseUrl: BASE })).toMatchObject(REFUSED);
    expect(fetch).not.toHaveBeenCalled();
    expect(await getKey(db)).toBeNull();
  });

  it('sends once consent is given, and a withdrawn consent stops the next call and a new base URL before any request', async () => {
    const { fetch, consent, ask } = setup([ok(creditsBody(9_000, 'pro')), ok(usageBody()), ok(domainReport('example.com'), { 'X-Credits-Cost': '1' })]);
    consent.given = true;
    expect(await ask('keys.save', { key: LIVE_KEY })).toMatchObject({ ok: true });
    expect(await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } })).toMatchObject({ ok: true });
    expect(fetch.requests).toHaveLength(3);

    consent.given = false;
    expect(await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.org' } })).toMatchObject(REFUSED);
    expect(await ask('settings.update', { baseUrl: 'https://api.example.net' })).toMatchObject(REFUSED);
    expect(fetch.requests).toHaveLength(3);
  });
});
