import { describe, expect, it } from 'vitest';
import { BudgetError } from '@/lib/api/errors';
import { dispatch } from '@/lib/messaging/background';
import { crossedCap, enforceBudgets, nearestCap, spentSummary, updateCaps } from '@/lib/metered/budgets';
import { recordCall } from '@/lib/metered/ledger';
import { createHandlers } from '@/lib/worker/handlers';
import { creditsBody, usageBody, domainReport, freshDb, ledgerCall, LIVE_KEY, ok, scriptedFetch } from '../support/fake-api';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const row = (when: number, credits: number, feature: 'lookup' | 'live_detection' = 'lookup') =>
  ledgerCall({ at: when, endpoint: feature === 'lookup' ? 'domain.technologies' : 'live.detect', feature, credits });

describe('budgets', () => {
  it('counts spend by local day and month, in total and by feature', async () => {
    const db = freshDb();
    await recordCall(db, row(at(2026, 10, 31), 50)); // last month: not counted
    await recordCall(db, row(at(2026, 11, 2), 7));
    await recordCall(db, row(at(2026, 11, 22, 1), 5, 'live_detection'));
    await recordCall(db, row(at(2026, 11, 22, 9), 1));
    await recordCall(db, row(at(2026, 11, 22, 10), 0)); // a free call
    expect(await spentSummary(db, at(2026, 11, 22, 15))).toEqual({
      today: 6,
      month: 13,
      todayByFeature: { live_detection: 5, lookup: 1 },
      monthByFeature: { lookup: 8, live_detection: 5 },
    });
  });

  it('refuses a call that would cross a cap, naming the cap, and lets one that fits through', async () => {
    const db = freshDb();
    await recordCall(db, row(at(2026, 11, 22, 9), 8));
    await updateCaps(db, { daily: 10, perFeature: { live_detection: { daily: null, monthly: 4 } } });
    const now = at(2026, 11, 22, 15);
    const lookup = { endpoint: 'domain.technologies', feature: 'lookup', credits: 1, billing: 'fixed', mode: 'live' } as const;
    await expect(enforceBudgets(db, lookup, now)).resolves.toBeUndefined();
    const error = await enforceBudgets(db, { ...lookup, credits: 3 }, now).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetError);
    expect((error as BudgetError).message).toMatch(/would cross your daily budget of 10 \(8 spent, 2 left\).*Credits & usage › Budgets/);
    const live = { endpoint: 'live.detect', feature: 'live_detection', credits: 5, billing: 'fixed', mode: 'live' } as const;
    // The first cap it would cross is the one named.
    await expect(enforceBudgets(db, live, now)).rejects.toThrow(/your daily budget of 10/);
    await updateCaps(db, { daily: 100 });
    await expect(enforceBudgets(db, live, now)).rejects.toThrow(/your Live detection monthly budget of 4 \(0 spent, 4 left\)/);
    // Test keys are never charged, so no cap applies.
    await expect(enforceBudgets(db, { ...live, mode: 'test' }, now)).resolves.toBeUndefined();
  });

  it('says which cap is nearest once 80% of it is spent', () => {
    const spent = { today: 8, month: 20, todayByFeature: {}, monthByFeature: {} };
    expect(nearestCap({ daily: 10, monthly: 100, perFeature: {} }, spent)).toEqual({ label: 'daily budget', spent: 8, cap: 10 });
    expect(nearestCap({ daily: 11, monthly: 100, perFeature: {} }, spent)).toBeNull();
  });

  it('for one feature, the nearest cap is among the total caps and that feature’s only', () => {
    const spent = { today: 9, month: 9, todayByFeature: { ai_extractor: 9 }, monthByFeature: { ai_extractor: 9 } };
    const caps = { daily: 100, monthly: null, perFeature: { ai_extractor: { daily: 10, monthly: null } } };
    expect(nearestCap(caps, spent)).toEqual({ label: 'AI extractor daily budget', spent: 9, cap: 10 });
    expect(nearestCap(caps, spent, 'lookup')).toBeNull();
    expect(nearestCap({ ...caps, daily: 11 }, spent, 'lookup')).toEqual({ label: 'daily budget', spent: 9, cap: 11 });
  });

  it('a spend across several features: the total caps take all of it, a feature cap only its share', () => {
    const spent = { today: 4, month: 4, todayByFeature: { market: 3, technology: 1 }, monthByFeature: { market: 3, technology: 1 } };
    const caps = (patch: object) => ({ daily: null, monthly: null, perFeature: {}, ...patch });
    const split = { technology: 2, market: 3, companies: 1 };
    const cases: [string, object, ReturnType<typeof crossedCap>][] = [
      ['total daily cap crossed by the sum (4 + 6 > 9)', { daily: 9 }, { label: 'daily budget', cap: 9, spent: 4, left: 5 }],
      ['total daily cap the sum fits (4 + 6 = 10)', { daily: 10 }, null],
      [
        'market cap crossed by the market share (3 + 3 > 5)',
        { perFeature: { market: { daily: 5, monthly: null } } },
        { label: 'Market data daily budget', cap: 5, spent: 3, left: 2 },
      ],
      ['technology cap the technology share fits (1 + 2 = 3)', { perFeature: { technology: { daily: null, monthly: 3 } } }, null],
      ['a cap on a feature not in the spend', { perFeature: { lookup: { daily: 0, monthly: null } } }, null],
    ];
    for (const [name, patch, expected] of cases) expect(crossedCap(caps(patch), spent, split), name).toEqual(expected);
  });

  it('drops a feature whose caps are both cleared', async () => {
    const db = freshDb();
    await updateCaps(db, { perFeature: { lookup: { daily: 5, monthly: null } } });
    expect(await updateCaps(db, { perFeature: { lookup: { daily: null, monthly: null } } })).toEqual({ daily: null, monthly: null, perFeature: {} });
  });

  it('refuses before any request in the worker, and the refusal crosses as a budget error', async () => {
    const fetch = scriptedFetch([ok(creditsBody()), ok(usageBody()), ok(domainReport('a.com'), { 'X-Credits-Cost': '1' })]);
    const handlers = createHandlers({ db: freshDb(), defaultBaseUrl: 'http://127.0.0.1:9', fetch });
    await dispatch(handlers, 'keys.save', { key: LIVE_KEY });
    await dispatch(handlers, 'budgets.update', { daily: 1 });
    expect(await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'a.com' } })).toMatchObject({ ok: true });
    const refused = await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'b.com' } });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'budget', cap: 'daily budget: 1 credit' } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await dispatch(handlers, 'budgets.get', {})).toMatchObject({
      ok: true,
      data: { spent: { today: 1 }, near: { label: 'daily budget', spent: 1, cap: 1 } },
    });
    // One feature's caps can be set alone; an unknown feature is refused by name.
    expect(await dispatch(handlers, 'budgets.update', { perFeature: { live_detection: { daily: 10, monthly: null } } })).toMatchObject({
      ok: true,
      data: { caps: { daily: 1, perFeature: { live_detection: { daily: 10, monthly: null } } } },
    });
    expect(await dispatch(handlers, 'budgets.update', { perFeature: { teleport: { daily: 1, monthly: null } } })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
  });
});
