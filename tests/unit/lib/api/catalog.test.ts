import { describe, expect, it } from 'vitest';
import { endpoints, endpointIds, uniqueDomains } from '@/lib/api/catalog';
import { buildRequest, parseParams, ParamsError, pathParamNames } from '@/lib/api/request';

describe('endpoint catalog', () => {
  it('declares every path parameter in the parameter schema', () => {
    for (const id of endpointIds) {
      const def = endpoints[id];
      const shape = def.params as unknown as { shape?: Record<string, unknown>; def?: { in?: { shape: Record<string, unknown> } } };
      const keys = Object.keys(shape.shape ?? {});
      for (const name of pathParamNames(def.path)) {
        if (keys.length) expect(keys, `${id} lacks path parameter ${name}`).toContain(name);
      }
    }
  });

  it('gives every paid or job-creating POST an Idempotency-Key (its intent keeps it until answered)', () => {
    // A sample of inputs each endpoint accepts: enough for its cost function to say whether it spends.
    const sample = { domains: ['a.com'], names: ['React'], url: 'https://a.com', domain: 'a.com', question: 'q', max_rows: 5 };
    const spends = endpointIds.filter((id) => {
      const def = endpoints[id];
      return def.method === 'POST' && (def.billing !== 'fixed' || (def.cost as (p: unknown) => number)(sample) > 0);
    });
    expect(spends.sort()).toEqual([
      'ai.extract',
      'audiences.create',
      'audiences.refresh',
      'companies.batch',
      'leadLists.create',
      'live.detect',
      'technologies.lookup',
    ]);
    expect(spends.filter((id) => !endpoints[id].idempotent)).toEqual([]);
  });

  it('applies published defaults', () => {
    expect(parseParams('technology.domains', { name: 'React' }).limit).toBe(100);
    expect(parseParams('technology.history', { id: 5 }).years).toBe(12);
    expect(parseParams('category.marketShare', { id: 5 }).limit).toBe(50);
    expect(parseParams('companies.search', { search: 'ac' })).toMatchObject({ limit: 50, offset: 0 });
  });

  it.each([
    ['technology.domains', { name: 'React', limit: 1001 }, /limit must be a whole number from 1 to 1000/],
    ['technology.history', { id: 1, years: 21 }, /years must be a whole number from 1 to 20/],
    ['companies.search', { industry_code: 202 }, /industry_code must be a whole number from 1 to 201/],
    ['companies.search', { founded_min: 1799 }, /founded_min must be a whole number from 1800 to 2025/],
    ['companies.search', { employees: '3-7' }, /employees must be one of: 1-1, 1-10/],
    ['companies.search', { search: 'a' }, /search must be at least 2 characters/],
    ['signals.query', { type: 'switch', technology: 1 }, /other_technology is required for switch/],
    ['signals.query', { type: 'adoption', technology: 1, since: '2024-01-01', until: '2025-06-01' }, /at most 365 days/],
  ] as const)('refuses %s %j naming what is allowed', (id, input, message) => {
    expect(() => parseParams(id, input as never)).toThrow(ParamsError);
    expect(() => parseParams(id, input as never)).toThrow(message);
  });

  it('costs the unique domains of a batch lookup, and nothing for account endpoints', () => {
    const domains = ['a.com', 'B.com', 'b.com ', 'a.com', 'c.com'];
    expect(endpoints['companies.batch'].cost(parseParams('companies.batch', { domains }))).toBe(3);
    expect(uniqueDomains(domains)).toEqual(['a.com', 'b.com', 'c.com']);
    for (const id of ['account.usage', 'account.credits', 'keys.usage', 'keys.list'] as const) {
      expect(endpoints[id].cost(parseParams(id, { key_id: 'k' } as never) as never)).toBe(0);
    }
    expect(endpoints['live.detect'].cost(parseParams('live.detect', { url: 'https://x.com' }))).toBe(5);
    expect(endpoints['ai.extract'].cost(parseParams('ai.extract', { domain: 'x.com', question: 'who?' }))).toBe(10);
    expect(endpoints['technologies.lookup'].cost(parseParams('technologies.lookup', { names: ['a', 'b', 'c'] }))).toBe(1);
  });

  it('fills path parameters URL-encoded and sends the rest as query or body', () => {
    const get = buildRequest(endpoints['technology.domains'], parseParams('technology.domains', { name: 'Node.js & co', limit: 5 }));
    expect(get.path).toBe('/v1/technology/name/Node.js%20%26%20co/domains?limit=5');
    const post = buildRequest(endpoints['audiences.addMembers'], parseParams('audiences.addMembers', { id: 'aud_1', domains: ['x.com'] }));
    expect(post).toEqual({ method: 'POST', path: '/v1/audiences/aud_1/members', body: { domains: ['x.com'] } });
  });
});
