// The Credits & usage section's figures over ledger rows, as the worker sums them from running totals
// and the page shapes them: by UTC day, by feature, the costliest calls, browser versus account, and
// the CSV of billed calls. Expected values are worked by hand.
import { describe, expect, it } from 'vitest';
import type { LedgerCall } from '@/components/credits/types';
import { compareByDay, fillDays, labelFeatures, ledgerCsv, ledgerCsvRows } from '@/entrypoints/options/credits/aggregate';
import type { EndpointId, Feature } from '@/lib/api/catalog';
import { ledgerSummary } from '@/lib/metered/ledger-figures';
import { freshDb } from '../../../lib/support/fake-api';

const at = (iso: string) => Date.parse(iso);
let nextId = 1;
const call = (iso: string, endpoint: string, feature: string, credits: number, extra: Partial<LedgerCall> = {}): LedgerCall => ({
  id: nextId++,
  at: at(iso),
  endpoint,
  feature,
  params: '',
  status: credits > 0 ? 200 : 404,
  credits,
  durationMs: 120,
  mode: 'live',
  ...extra,
});

const ROWS: LedgerCall[] = [
  call('2026-03-01T00:00:00.000Z', 'domain.technologies', 'lookup', 1, { params: 'domain=a.com' }),
  call('2026-03-01T23:59:59.999Z', 'live.detect', 'live_detection', 5, { params: 'url=https://a.com mode=light' }),
  call('2026-03-02T08:00:00.000Z', 'domain.technologies', 'lookup', 0, { params: 'domain=missing.com' }), // 404: free
  call('2026-03-02T09:00:00.000Z', 'account.usage', 'account', 0),
  call('2026-03-03T12:00:00.000Z', 'ai.extract', 'ai_extractor', 10, { params: 'domain=b.com question=Who?' }),
  call('2026-03-03T13:00:00.000Z', 'domain.technologies', 'lookup', 1, { params: 'domain=b.com' }),
  call('2026-02-28T23:59:59.999Z', 'domain.technologies', 'lookup', 1), // the day before the period
];
const PERIOD = { start: '2026-03-01', end: '2026-03-04' };

/** The worker's figures of PERIOD over `rows` (running totals and the costliest calls), as the section gets them. */
async function summaryOf(rows: readonly LedgerCall[], period = PERIOD) {
  const db = freshDb();
  await db.ledger.bulkAdd(
    rows.map((r) => ({ ...r, endpoint: r.endpoint as EndpointId, feature: r.feature as Feature, cached: false as const, state: r.state ?? 'settled' })),
  );
  return ledgerSummary(db, period.start, period.end);
}

describe('billed calls', () => {
  it('counts only calls that cost credits, inside the period', async () => {
    const summary = await summaryOf(ROWS);
    expect([summary.totals.billed, summary.totals.credits]).toEqual([4, 17]);
  });

  it('lists a call that got no answer as possibly billed, without counting its estimate as spent', async () => {
    const lost = { ...call('2026-03-02T08:00:00.000Z', 'live.detect', 'live_detection', 0), state: 'unknown' as const, estimate: 5 };
    const summary = await summaryOf([...ROWS, lost]);
    expect([summary.totals.listed, summary.totals.unknown, summary.totals.unknownEstimate, summary.totals.credits]).toEqual([5, 1, 5, 17]);
    expect(fillDays(summary.byDay, PERIOD).find((d) => d.date === '2026-03-02')).toEqual({ date: '2026-03-02', credits: 0, calls: 0 });
    expect(labelFeatures(summary.byFeature)).toEqual(labelFeatures((await summaryOf(ROWS)).byFeature));
    expect(summary.top.map((r) => r.id)).not.toContain(lost.id);
  });
});

describe('spend by day', () => {
  it('sums billed calls per UTC day, fills empty days with zero and leaves out days outside the period', async () => {
    expect(fillDays((await summaryOf(ROWS)).byDay, PERIOD)).toEqual([
      { date: '2026-03-01', credits: 6, calls: 2 },
      { date: '2026-03-02', credits: 0, calls: 0 },
      { date: '2026-03-03', credits: 11, calls: 2 },
      { date: '2026-03-04', credits: 0, calls: 0 },
    ]);
  });

  it('gives one zero day for a one-day period without spend', () => {
    expect(fillDays([], { start: '2026-03-05', end: '2026-03-05' })).toEqual([{ date: '2026-03-05', credits: 0, calls: 0 }]);
  });
});

describe('spend by feature', () => {
  it('sums per feature with its label, most credits first, free calls left out', async () => {
    expect(labelFeatures((await summaryOf(ROWS)).byFeature)).toEqual([
      { feature: 'ai_extractor', label: 'AI extractor', credits: 10, calls: 1 },
      { feature: 'live_detection', label: 'Live detection', credits: 5, calls: 1 },
      { feature: 'lookup', label: 'Lookups', credits: 2, calls: 2 },
    ]);
  });

  it('orders equal totals by label and keeps an unknown feature under its own name', async () => {
    const rows = [call('2026-03-01T01:00:00Z', 'x.y', 'zeta_feature', 2), call('2026-03-01T02:00:00Z', 'company.get', 'company', 2)];
    expect(labelFeatures((await summaryOf(rows)).byFeature).map((f) => f.label)).toEqual(['Company profiles', 'zeta_feature']);
  });
});

describe('the costliest calls', () => {
  it('lists the costliest billed calls of the period, newest first among equal costs', async () => {
    const { top } = await summaryOf(ROWS);
    expect(top.map((r) => [r.endpoint, r.credits, new Date(r.at).toISOString()])).toEqual([
      ['ai.extract', 10, '2026-03-03T12:00:00.000Z'],
      ['live.detect', 5, '2026-03-01T23:59:59.999Z'],
      ['domain.technologies', 1, '2026-03-03T13:00:00.000Z'],
      ['domain.technologies', 1, '2026-03-01T00:00:00.000Z'],
    ]);
  });

  it('at most ten, costlier calls outside the period left out', async () => {
    const many = Array.from({ length: 14 }, (_, i) => call(`2026-03-0${1 + (i % 4)}T10:00:00Z`, 'domain.technologies', 'lookup', i + 1));
    const outside = call('2026-02-10T10:00:00Z', 'ai.extract', 'ai_extractor', 99);
    expect((await summaryOf([...many, outside])).top.map((r) => r.credits)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });
});

describe('compareByDay', () => {
  it('puts the account and the browser side by side per day, with what was spent elsewhere', async () => {
    const local = fillDays((await summaryOf(ROWS)).byDay, PERIOD);
    const server = [
      { date: '2026-03-01', requests: 3, credits_used: 9 },
      { date: '2026-03-02', requests: 2, credits_used: 0 },
      { date: '2026-03-03', requests: 2, credits_used: 11 },
      { date: '2026-03-04', requests: 1, credits_used: 4 },
    ];
    expect(compareByDay(local, server)).toEqual([
      { date: '2026-03-01', browser: 6, account: 9, difference: 3 },
      { date: '2026-03-02', browser: 0, account: 0, difference: 0 },
      { date: '2026-03-03', browser: 11, account: 11, difference: 0 },
      { date: '2026-03-04', browser: 0, account: 4, difference: 4 },
    ]);
  });

  it('counts a day the server does not list as zero for the account', () => {
    expect(compareByDay([{ date: '2026-03-01', credits: 2, calls: 1 }], [])).toEqual([{ date: '2026-03-01', browser: 2, account: 0, difference: -2 }]);
  });
});

describe('CSV of billed calls', () => {
  it('has one row per billed call with ISO time and the published columns', () => {
    const rows = ledgerCsvRows(ROWS.slice(0, 3));
    expect(rows).toEqual([
      {
        time: '2026-03-01T00:00:00.000Z',
        endpoint: 'domain.technologies',
        feature: 'lookup',
        params: 'domain=a.com',
        status: 200,
        credits: 1,
        duration_ms: 120,
        mode: 'live',
      },
      {
        time: '2026-03-01T23:59:59.999Z',
        endpoint: 'live.detect',
        feature: 'live_detection',
        params: 'url=https://a.com mode=light',
        status: 200,
        credits: 5,
        duration_ms: 120,
        mode: 'live',
      },
    ]);
  });

  it('writes a header and quotes fields that need it', () => {
    const rows = [call('2026-03-03T12:00:00Z', 'ai.extract', 'ai_extractor', 10, { params: 'domain=b.com question="Who, really?"', durationMs: 812.6 })];
    expect(ledgerCsv(rows)).toBe(
      'time,endpoint,feature,params,status,credits,duration_ms,mode\r\n' +
        '2026-03-03T12:00:00.000Z,ai.extract,ai_extractor,"domain=b.com question=""Who, really?""",200,10,813,live\r\n',
    );
  });
});
