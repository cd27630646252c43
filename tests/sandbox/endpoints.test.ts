// Every catalog endpoint, over real HTTP against a started sandbox, answers data its response schema
// accepts; the last test fails if some catalog id was never checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointIds, type EndpointId, type ParamsInput, type ResponseData } from '../../lib/api/catalog';
import type { RunningSandbox } from './server';
import { SANDBOX_KEYS } from './keys';
import { FIXTURES, call, expectData, start, startReceiver, waitFor } from './test-helpers';

describe('every catalog endpoint over HTTP', () => {
  let sb: RunningSandbox;
  const checked = new Set<EndpointId>();
  const key = SANDBOX_KEYS.scale;
  let tech: { id: number; name: string };
  let categoryId: number;

  async function ok<E extends EndpointId>(id: E, input: ParamsInput<E>, headers: Record<string, string> = {}): Promise<ResponseData<E>> {
    const data = expectData(id, await call(sb, key, id, input, headers));
    checked.add(id);
    return data;
  }

  beforeAll(async () => {
    sb = await start();
  });
  afterAll(async () => {
    await sb.close();
  });

  it('domain technologies, history and domains by technology', async () => {
    const report = await ok('domain.technologies', { domain: FIXTURES.shop });
    expect(report.domain).toBe(FIXTURES.shop);
    const first = report.active_technologies[0];
    expect(first).toBeDefined();
    tech = { id: first!.id, name: first!.name };
    const history = await ok('domain.history', { domain: FIXTURES.shop });
    expect(history.technologies.map((t) => t.id)).toContain(tech.id);
    const using = await ok('technology.domains', { name: tech.name, limit: 5 });
    expect(using.technology.id).toBe(tech.id);
    expect(using.domains.length).toBeLessThanOrEqual(5);
    expect(using.count).toBe(using.domains.length);
  });

  it('technology catalog', async () => {
    const info = await ok('technology.info', { id: tech.id });
    expect(info.name).toBe(tech.name);
    categoryId = info.category_id;
    const byName = await ok('technology.byName', { name: tech.name.toUpperCase() });
    expect(byName).toMatchObject({ exists: true, technology: { id: tech.id } });
    const search = await ok('technologies.search', { search: tech.name, limit: 10 });
    expect(search.technologies.map((t) => t.id)).toContain(tech.id);
    expect(search.search).toBe(tech.name);
    const lookup = await ok('technologies.lookup', { names: [tech.name, 'No Such Technology Anywhere'] });
    expect(lookup.results.map((r) => r.technology?.id ?? null)).toEqual([tech.id, null]);
  });

  it('market intelligence', async () => {
    const stats = await ok('technology.stats', { id: tech.id });
    expect(stats.id).toBe(tech.id);
    const history = await ok('technology.history', { id: tech.id, years: 2 });
    expect(history.years_requested).toBe(2);
    expect(history.data_points).toBe(history.history.length);
    const share = await ok('category.marketShare', { id: categoryId, limit: 5 });
    expect(share.category.id).toBe(categoryId);
    expect(share.technologies.length).toBeLessThanOrEqual(5);
  });

  it('company data', async () => {
    const companies = await ok('technology.companies', { id: tech.id, limit: 5 });
    expect(companies.technology.id).toBe(tech.id);
    expect(companies.limit).toBe(5);
    const company = await ok('company.get', { domain: FIXTURES.shop });
    expect(company.domain).toBe(FIXTURES.shop);
    const search = await ok('companies.search', { limit: 3 });
    expect(search.companies.length).toBeLessThanOrEqual(3);
    const batch = await ok('companies.batch', { domains: [FIXTURES.shop, FIXTURES.missing] });
    expect(batch.companies.map((c) => c.domain)).toEqual([FIXTURES.shop]);
    expect(batch.not_found).toEqual([FIXTURES.missing]);
  });

  it('live detection and the AI extractor', async () => {
    const live = await ok('live.detect', { url: `https://${FIXTURES.missing}/`, mode: 'fetch' });
    expect(live.mode).toBe('fetch');
    // Detected just now by the sandbox clock, not at the dataset's fixed time.
    const clock = (await (
      await fetch(`${sb.url}/__sandbox/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: 3 * 86_400_000 }),
      })
    ).json()) as { now: string };
    const later = await ok('live.detect', { url: `https://${FIXTURES.missing}/`, mode: 'light' });
    expect(Math.abs(Date.parse(later.detected_at!) - Date.parse(clock.now))).toBeLessThan(5_000);
    const ai = await ok('ai.extract', { domain: FIXTURES.shop, question: 'What does this company sell?' });
    expect(ai.domain).toBe(FIXTURES.shop);
  });

  it('signals and exports', async () => {
    const page = await ok('signals.query', { type: 'adoption', technology: tech.id, limit: 5 });
    expect(page.technology.id).toBe(tech.id);
    expect(page.events.length).toBeLessThanOrEqual(5);
    const exported = await ok('signals.export', { type: 'churn', technology: tech.id, max_rows: 3 });
    expect(exported.capped).toBe(false);
    expect(exported.events.length).toBeLessThanOrEqual(3);
  });

  it('alerts', async () => {
    const receiver = await startReceiver();
    try {
      const created = await ok('alerts.create', { name: 'Adopters', query: { type: 'adoption', technology: tech.id }, webhook_url: receiver.url });
      const id = created.alert.id;
      expect((await ok('alerts.list', {})).alerts.map((a) => a.id)).toEqual([id]);
      expect((await ok('alerts.get', { id })).alert.name).toBe('Adopters');
      expect((await ok('alerts.update', { id, enabled: false })).alert.enabled).toBe(false);
      expect((await ok('alerts.test', { id })).delivery.status_code).toBe(200);
      expect(receiver.received).toHaveLength(1);
      expect(await ok('alerts.delete', { id })).toEqual({ deleted: true });
    } finally {
      await receiver.close();
    }
  });

  it('audiences and audience jobs', async () => {
    const created = await ok('audiences.create', { name: 'Shops', domains: [FIXTURES.shop, 'https://www.Example.org/path', 'not a domain'] });
    const id = created.audience.id;
    expect(created.audience.size).toBe(2);
    expect(created.rejected.map((r) => r.input)).toEqual(['not a domain']);
    expect((await ok('audiences.list', {})).audiences.map((a) => a.id)).toEqual([id]);
    expect((await ok('audiences.get', { id })).audience.kind).toBe('list');
    expect((await ok('audiences.update', { id, name: 'Online shops' })).audience.name).toBe('Online shops');
    expect(await ok('audiences.addMembers', { id, domains: [FIXTURES.noCompany, 'example.org'] })).toEqual({ added: 1, duplicates: 1, rejected: [] });
    expect((await ok('audiences.members', { id })).members.map((m) => m.domain)).toEqual([FIXTURES.shop, 'example.org', FIXTURES.noCompany]);
    expect(await ok('audiences.removeMember', { id, domain: 'example.org' })).toEqual({ removed: true });
    expect((await ok('audiences.profile', { id })).members).toBe(2);
    const { job } = await ok('audiences.refresh', { id }, { 'Idempotency-Key': 'refresh-1' });
    expect(job.kind).toBe('audience_refresh');
    const done = await waitFor(async () => {
      const j = (await ok('jobs.get', { id: job.id })).job;
      return j.status === 'completed' && j;
    }, 'the refresh job');
    expect(done.processed).toBe(2);
    expect(await ok('audiences.delete', { id })).toEqual({ deleted: true });
  });

  it('lead lists', async () => {
    const { lead_list } = await ok('leadLists.create', { name: 'Leads', technologies: [tech.id], max_rows: 20 }, { 'Idempotency-Key': 'leads-1' });
    expect(lead_list.status).toBe('queued');
    expect((await ok('leadLists.list', {})).lead_lists.map((l) => l.id)).toEqual([lead_list.id]);
    const done = await waitFor(async () => {
      const l = (await ok('leadLists.get', { id: lead_list.id })).lead_list;
      return l.status === 'completed' && l;
    }, 'the lead list');
    const rows = await ok('leadLists.rows', { id: lead_list.id, limit: 5 });
    expect(rows.total).toBe(done.rows_delivered);
    expect(await ok('leadLists.delete', { id: lead_list.id })).toMatchObject({ deleted: true });
  });

  it('account and key management', async () => {
    const usage = await ok('account.usage', {});
    expect(usage.owner_id).toBe('org_sandbox_scale');
    const credits = await ok('account.credits', {});
    expect(credits.plan).toBe('scale');
    const keys = await ok('keys.list', {});
    const active = keys.keys.find((k) => k.status === 'active');
    expect(active?.id).toBe('key_sandbox_scale');
    const keyUsage = await ok('keys.usage', { key_id: active!.id });
    expect(keyUsage.endpoints.map((e) => e.endpoint)).toContain('domain.technologies');
    const created = expectData('keys.create', await call(sb, key, 'keys.create', { name: 'Rotated' }));
    checked.add('keys.create');
    expect(created.secret).not.toBe(key);
    expect(await ok('keys.revoke', { key_id: active!.id })).toEqual({ revoked: true });
  });

  it('checked every catalog endpoint', () => {
    expect([...checked].sort()).toEqual([...endpointIds].sort());
  });
});
