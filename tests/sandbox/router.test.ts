// The router follows the catalog: a handler for every catalog id, routes registered from the catalog's
// paths with literal segments first, and the Hono app usable in-process through app.request().
import { describe, expect, it } from 'vitest';
import { endpointIds, endpoints } from '../../lib/api/catalog';
import { handlers } from './handlers/index';
import { SANDBOX_KEYS } from './keys';
import { pathParamNames } from '../../lib/api/request';
import { byRoutePriority } from './router';
import { createApp } from './server';
import { DroppedConnection } from './exchange';

const auth = { Authorization: `Bearer ${SANDBOX_KEYS.pro}` };

describe('router', () => {
  it('has exactly one handler for every catalog endpoint', () => {
    expect(Object.keys(handlers).sort()).toEqual([...endpointIds].sort());
    for (const id of endpointIds) expect(typeof handlers[id], id).toBe('function');
  });

  it('registers literal path segments before parameters', () => {
    const order = byRoutePriority(endpointIds);
    expect(order).toHaveLength(endpointIds.length);
    expect(order.indexOf('technology.byName')).toBeLessThan(order.indexOf('technology.info'));
    expect(order.indexOf('technology.byName')).toBeLessThan(order.indexOf('technology.stats'));
  });

  it('routes every catalog path and method to its endpoint id', async () => {
    const { app, state } = createApp();
    const sample: Record<string, string> = { domain: 'example.com', id: '1', name: 'react', type: 'adoption', key_id: 'key_1' };
    for (const id of endpointIds) {
      const def = endpoints[id];
      const path = pathParamNames(def.path).reduce((p, name) => p.replace(`{${name}}`, sample[name] ?? 'x'), def.path);
      const res = await app.request(path, { method: def.method });
      expect(res.status, `${def.method} ${path}`).toBe(401);
      expect(state.ledger.entries.at(-1)?.endpoint, `${def.method} ${path}`).toBe(id);
    }
  });

  it('reads a technology named like a path word as a name, not an id', async () => {
    const { app } = createApp({ now: new Date('2025-06-15T12:00:00Z') });
    for (const word of ['info', 'stats', 'history']) {
      const res = await app.request(`/v1/technology/name/${word}`, { headers: auth });
      expect(res.status, word).toBe(200);
      expect(endpoints['technology.byName'].response.safeParse((await res.json()).data).success).toBe(true);
    }
  });

  it('serves in-process through app.request(), with the catalog status and cost', async () => {
    const { app, state } = createApp({ now: new Date('2025-06-15T12:00:00Z') });
    const res = await app.request('/v1/audiences', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'In process' }),
    });
    expect(res.status).toBe(endpoints['audiences.create'].status);
    expect(res.headers.get('X-Credits-Cost')).toBe('0');
    expect(state.ledger.entries.map((e) => e.endpoint)).toEqual(['audiences.create']);
  });

  it('validates parameters with the catalog schema and names the parameter', async () => {
    const { app } = createApp();
    const cases: [string, RequestInit, RegExp][] = [
      ['/v1/technology/0/info', {}, /id must be a whole number/],
      ['/v1/signals/switch?technology=1', {}, /other_technology is required for switch/],
      ['/v1/companies?employees=3-7', {}, /employees must be one of/],
      ['/v1/companies/batch', { method: 'POST', body: '{"domains":[]}' }, /domains must list at least 1 domain/],
      ['/v1/companies/batch', { method: 'POST', body: '{not json' }, /valid JSON/],
    ];
    for (const [path, init, message] of cases) {
      const res = await app.request(path, { ...init, headers: { ...auth, 'Content-Type': 'application/json' } });
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.message).toMatch(message);
    }
  });

  it('answers an unknown /v1 path with a 404 envelope', async () => {
    const { app } = createApp();
    const res = await app.request('/v1/nothing-here', { headers: auth });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('rejects app.request() when a drop fault has no socket to destroy', async () => {
    const { app } = createApp();
    await app.request('/__sandbox/drop', { method: 'POST', body: '{"count":1}' });
    await expect(app.request('/v1/credits', { headers: auth })).rejects.toBeInstanceOf(DroppedConnection);
  });
});
