// Alert deliveries: signed with the alert's secret, only events new since the last delivery, a
// non-2xx answer retried 3 times; plus the alert rules (webhook_url, caps, names).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from './server';
import { SANDBOX_KEYS } from './keys';
import { signatureHeader, verifySignature } from './webhooks';
import { FIXTURES, admin, call, expectData, expectError, start, startReceiver, waitFor, type Loose } from './test-helpers';

describe('verifySignature', () => {
  const secret = 'whsec_' + 'a'.repeat(32);
  const body = '{"id":"evt_1"}';
  const t = 1_750_000_000;

  it('accepts the header the sandbox signs and rejects a changed body, secret or stale time', () => {
    const header = signatureHeader(secret, body, t);
    expect(header).toMatch(/^t=1750000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, body, t + 10)).toBe(true);
    expect(verifySignature(secret, header, body.replace('1', '2'), t + 10)).toBe(false);
    expect(verifySignature('whsec_' + 'b'.repeat(32), header, body, t + 10)).toBe(false);
    expect(verifySignature(secret, header, body, t + 301)).toBe(false);
    expect(verifySignature(secret, undefined, body, t)).toBe(false);
  });
});

describe('alert deliveries', () => {
  let sb: RunningSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let technology: number;
  const key = SANDBOX_KEYS.pro;

  beforeAll(async () => {
    sb = await start({ webhookRetryDelaysMs: [5, 10, 20] });
    const search = expectData('technologies.search', await call(sb, key, 'technologies.search', { limit: 1 }));
    technology = search.technologies[0]!.id;
  });
  afterAll(async () => {
    await sb.close();
  });
  beforeEach(async () => {
    await admin(sb, 'POST', 'reset');
    receiver = await startReceiver();
  });
  afterEach(async () => {
    await sb.state.webhooks.settled();
    await receiver.close();
  });

  async function createAlert(name = 'Adopters') {
    return expectData('alerts.create', await call(sb, key, 'alerts.create', { name, query: { type: 'adoption', technology }, webhook_url: receiver.url }));
  }

  function checkSigned(secret: string, index: number): Loose {
    const r = receiver.received[index]!;
    expect(r.headers['content-type']).toBe('application/json');
    const header = r.headers['x-signature'] as string;
    const t = Number(/^t=(\d+),/.exec(header)?.[1]);
    expect(verifySignature(secret, header, r.body, t)).toBe(true);
    expect(verifySignature(secret, header, `${r.body} `, t)).toBe(false);
    return JSON.parse(r.body);
  }

  it('sends a signed alert.test on demand', async () => {
    const { alert, signing_secret } = await createAlert();
    expect(signing_secret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    const { delivery } = expectData('alerts.test', await call(sb, key, 'alerts.test', { id: alert.id }));
    expect(delivery.status_code).toBe(200);
    const body = checkSigned(signing_secret, 0);
    expect(body).toMatchObject({ type: 'alert.test', alert_id: alert.id, data: { type: 'adoption', technology: { id: technology } } });
    expect(body.id).toMatch(/^evt_/);
    // The secret is shown once: reading the alert does not return it.
    expect(JSON.stringify(expectData('alerts.get', await call(sb, key, 'alerts.get', { id: alert.id })))).not.toContain(signing_secret);
  });

  it('delivers only events new since the last delivery, and none to a disabled alert', async () => {
    const { alert, signing_secret } = await createAlert();
    const first = await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology });
    expect(first.alerts).toEqual([alert.id]);
    await sb.state.webhooks.settled();
    const second = await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology });
    await admin(sb, 'POST', 'signals/emit', { type: 'churn', technology });
    await sb.state.webhooks.settled();
    expect(receiver.received.map((_, i) => checkSigned(signing_secret, i).data.id)).toEqual([first.event.id, second.event.id]);
    expect(checkSigned(signing_secret, 0).type).toBe('signal.adoption');
    const after = expectData('alerts.get', await call(sb, key, 'alerts.get', { id: alert.id })).alert;
    expect(after.deliveries).toBe(2);
    expect(after.last_fired_at).not.toBeNull();

    await call(sb, key, 'alerts.update', { id: alert.id, enabled: false });
    expect((await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology })).alerts).toEqual([]);
    await sb.state.webhooks.settled();
    expect(receiver.received).toHaveLength(2);
  });

  it('fires only alerts whose company filters match the event', async () => {
    const { alert } = expectData(
      'alerts.create',
      await call(sb, key, 'alerts.create', {
        name: 'US adopters',
        query: { type: 'adoption', technology, filters: { country: 'united states' } },
        webhook_url: receiver.url,
      }),
    );
    const us = await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology, domain: FIXTURES.shop });
    const unknown = await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology, domain: FIXTURES.noCompany });
    expect([us.alerts, unknown.alerts]).toEqual([[alert.id], []]);
    await sb.state.webhooks.settled();
    expect(receiver.received.map((r) => JSON.parse(r.body).data.domain)).toEqual([FIXTURES.shop]);
  });

  it('retries a non-2xx answer until it succeeds', async () => {
    const { alert, signing_secret } = await createAlert();
    receiver.answer([500, 503]);
    const { event } = await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology });
    await sb.state.webhooks.settled();
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.map((_, i) => checkSigned(signing_secret, i).data.id)).toEqual([event.id, event.id, event.id]);
    const attempts = (await admin(sb, 'GET', 'deliveries')).attempts.filter((a: Loose) => a.alert_id === alert.id);
    expect(attempts.map((a: Loose) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(expectData('alerts.get', await call(sb, key, 'alerts.get', { id: alert.id })).alert.deliveries).toBe(1);
  });

  it('gives up after 3 retries and resends the event with the next delivery', async () => {
    const { alert } = await createAlert();
    receiver.answer([500, 500, 500, 500]);
    const lost = await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology });
    await sb.state.webhooks.settled();
    expect(receiver.received).toHaveLength(4);
    expect(expectData('alerts.get', await call(sb, key, 'alerts.get', { id: alert.id })).alert.deliveries).toBe(0);
    const next = await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology });
    await sb.state.webhooks.settled();
    const resent = receiver.received.slice(4).map((r) => JSON.parse(r.body));
    expect(resent.map((b) => b.data.id)).toEqual([lost.event.id, next.event.id]);
    // Same delivery id as the failed attempts, so a receiver can tell a resend.
    expect(resent[0].id).toBe(JSON.parse(receiver.received[0]!.body).id);
  });

  it('requires an https webhook_url (or local http), unique names and the plan cap', async () => {
    const bad = await call(sb, key, 'alerts.create', { name: 'x', query: { type: 'adoption', technology }, webhook_url: 'http://example.com/hook' });
    expectError(bad, 400, 'VALIDATION_ERROR', /webhook_url/);
    expect(
      (await call(sb, key, 'alerts.create', { name: 'tls', query: { type: 'adoption', technology }, webhook_url: 'https://example.com/hook' })).status,
    ).toBe(201);
    await createAlert('Same');
    expectError(await call(sb, key, 'alerts.create', { name: 'same', query: { type: 'churn', technology }, webhook_url: receiver.url }), 409, 'CONFLICT');
    const free = SANDBOX_KEYS.free;
    for (let i = 0; i < 3; i++) {
      expect((await call(sb, free, 'alerts.create', { name: `a${i}`, query: { type: 'adoption', technology }, webhook_url: receiver.url })).status).toBe(201);
    }
    expectError(
      await call(sb, free, 'alerts.create', { name: 'a4', query: { type: 'adoption', technology }, webhook_url: receiver.url }),
      403,
      'FORBIDDEN',
      /free plan allows 3/,
    );
    expect(await ledgerTotal()).toBe(0);
  });

  async function ledgerTotal(): Promise<number> {
    return (await admin(sb, 'GET', 'ledger')).total_credits;
  }
});

describe('the signal feed', () => {
  it('makes events on a timer that fire matching alerts', async () => {
    const sb = await start({ signalIntervalMs: 30 });
    const receiver = await startReceiver();
    try {
      const search = expectData('technologies.search', await call(sb, SANDBOX_KEYS.pro, 'technologies.search', { limit: 1 }));
      const technology = search.technologies[0]!.id;
      const { signing_secret } = expectData(
        'alerts.create',
        await call(sb, SANDBOX_KEYS.pro, 'alerts.create', {
          name: 'Feed',
          query: { type: 'churn', technology },
          webhook_url: receiver.url,
        }),
      );
      await waitFor(() => receiver.received.length >= 2, 'two feed deliveries');
      for (const r of receiver.received.slice(0, 2)) {
        const t = Number(/^t=(\d+),/.exec(r.headers['x-signature'] as string)?.[1]);
        expect(verifySignature(signing_secret, r.headers['x-signature'] as string, r.body, t)).toBe(true);
        expect(JSON.parse(r.body)).toMatchObject({ type: 'signal.churn', data: { technology: { id: technology } } });
      }
    } finally {
      await sb.close();
      await sb.state.webhooks.settled();
      await receiver.close();
    }
  });
});
