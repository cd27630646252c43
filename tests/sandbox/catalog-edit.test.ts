// The vendor-assumption rule: an endpoint's path or cost is one edit in the catalog, and
// both the client's request builder and the sandbox follow it without a second copy to change.
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../lib/api/catalog';
import { buildRequest, parseParams } from '../../lib/api/request';
import { SANDBOX_KEYS } from './keys';
import { createApp } from './server';

const def = endpoints['domain.history'] as { path: string; cost: (p: unknown) => number };
const original = { path: def.path, cost: def.cost };
afterEach(() => {
  def.path = original.path;
  def.cost = original.cost;
});

describe('one edit in the catalog', () => {
  it('moves a path and changes a cost for the client and the sandbox at once', async () => {
    def.path = '/v1/domain/{domain}/timeline';
    def.cost = () => 3;

    const req = buildRequest(endpoints['domain.history'], parseParams('domain.history', { domain: 'stacklens-fixture-shop.com' }));
    expect(req.path).toBe('/v1/domain/stacklens-fixture-shop.com/timeline');

    const { app, state } = createApp({ now: new Date('2025-06-15T12:00:00Z') });
    const res = await app.request(req.path, { headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Credits-Cost')).toBe('3');
    expect(state.ledger.entries.map((e) => [e.endpoint, e.credits])).toEqual([['domain.history', 3]]);
    // The old path is gone from the sandbox too.
    const old = await app.request('/v1/domain/stacklens-fixture-shop.com/history', { headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}` } });
    expect(old.status).toBe(404);
  });
});
