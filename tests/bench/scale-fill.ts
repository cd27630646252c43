// The scale bench's fill page (bundled into a temporary copy of the build, never shipped): fills the
// extension's own IndexedDB through the app's writers, as months of use would have. The bench calls
// `globalThis.stacklensFill` from Node over Playwright; every function answers with its time.
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import { createAudience, addMembers } from '@/lib/audiences/store';
import { openDatabase } from '@/lib/db/database';
import { rememberTechnologies, summariesIn } from '@/lib/db/technologies';
import { createResponseCache } from '@/lib/metered/cache';
import { chargedCredits } from '@/lib/metered/client';
import { periodFigures } from '@/lib/metered/ledger-figures';
import { ledgerRow, summarizeParams, withLedgerSpace, type NewLedgerRow } from '@/lib/metered/ledger';
import { companyDomain, seededRandom } from './scale-data';

const db = openDatabase();
const DAY = 86_400_000;
/** The ledger's history: 13 months, what the ledger keeps before folding rows into monthly totals. */
const HISTORY_MS = 395 * DAY;
const LEDGER_BATCH = 5000;

type Draw = () => number;
const pick = <T>(rand: Draw, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** What a heavy team does, by share of requests: mostly lookups, some research, free account reads. */
const MIX: readonly [EndpointId, number, (rand: Draw, domain: string) => Record<string, unknown>][] = [
  ['domain.technologies', 52, (_, domain) => ({ domain })],
  ['domain.history', 8, (_, domain) => ({ domain })],
  ['company.get', 8, (_, domain) => ({ domain })],
  ['technology.info', 4, (rand) => ({ id: 1 + Math.floor(rand() * 2000) })],
  ['technology.stats', 2, (rand) => ({ id: 1 + Math.floor(rand() * 2000) })],
  ['technology.history', 2, (rand) => ({ id: 1 + Math.floor(rand() * 2000), years: 12 })],
  ['technology.domains', 2, (rand) => ({ name: pick(rand, ['Shopify', 'React', 'Stripe', 'HubSpot', 'Cloudflare']), limit: 100 })],
  ['technologies.search', 3, (rand) => ({ search: pick(rand, ['cms', 'analytics', 'shop', 'cdn', 'crm']), limit: 20, offset: 0 })],
  ['companies.search', 3, (rand) => ({ search: pick(rand, ['retail', 'saas', 'health']), limit: 20, offset: 0 })],
  ['companies.batch', 2, (rand) => ({ domains: Array.from({ length: 5 + Math.floor(rand() * 45) }, (_, i) => companyDomain(Math.floor(rand() * 1e6) + i)) })],
  ['signals.query', 3, (rand) => ({ type: pick(rand, ['adoption', 'churn', 'switch']), technology: 1 + Math.floor(rand() * 2000), limit: 50, offset: 0 })],
  ['live.detect', 2, (_, domain) => ({ url: `https://${domain}/`, mode: 'full' })],
  ['ai.extract', 1, (_, domain) => ({ domain, question: 'Which payment providers does it use?' })],
  ['account.credits', 6, () => ({})],
  ['account.usage', 2, () => ({})],
  ['audiences.list', 2, () => ({})],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

/** Status of a request: mostly answered, a few not found, rate limited or out of credits, rarely no answer at all. */
function drawStatus(rand: Draw, endpoint: EndpointId): number | string {
  const r = rand();
  if (r < 0.92) return 200;
  if (r < 0.96) return endpoint.startsWith('domain.') || endpoint === 'company.get' ? 404 : 200;
  if (r < 0.98) return 429;
  if (r < 0.99) return 402;
  if (r < 0.99995) return 500;
  return 'timeout';
}

function ledgerRows(count: number, now: number, seed: number): NewLedgerRow[] {
  const rand = seededRandom(seed);
  const start = now - HISTORY_MS;
  const rows: NewLedgerRow[] = [];
  for (let i = 0; i < count; i++) {
    let w = rand() * MIX_TOTAL;
    const [endpoint, , params] = MIX.find(([, weight]) => (w -= weight) < 0) ?? MIX[0]!;
    const p = params(rand, companyDomain(Math.floor(rand() * 200_000)));
    const status = drawStatus(rand, endpoint);
    const def = endpoints[endpoint];
    const unanswered = typeof status === 'string';
    rows.push({
      // In the order they were made: oldest first, spread evenly over the 13 months.
      at: Math.round(start + ((i + rand()) / count) * HISTORY_MS),
      endpoint,
      feature: def.feature,
      params: summarizeParams(p),
      status,
      credits: unanswered ? 0 : chargedCredits(def, p, status, null, 'live', undefined),
      durationMs: Math.round(80 + rand() * 900),
      mode: 'live',
      cached: false,
      // No answer came: possibly billed, until reconciled with /v1/usage.
      ...(unanswered ? { state: 'unknown' as const, estimate: (def.cost as (x: unknown) => number)(p) } : {}),
    });
  }
  return rows;
}

const timed = async <T>(work: () => Promise<T>): Promise<T & { ms: number }> => {
  const started = performance.now();
  try {
    const result = await work();
    return { ...result, ms: performance.now() - started };
  } catch (error) {
    // Playwright shows only the class name of a DexieError: say what failed.
    const e = error as Error & { inner?: Error };
    throw new Error(`${e.name}: ${e.message}${e.inner ? ` (${e.inner.name}: ${e.inner.message})` : ''}`, { cause: error });
  }
};

export interface CacheEntry {
  domain: string;
  body: unknown;
  storedAt: number;
}

const fill = {
  /**
   * `count` ledger rows, 5,000 a write: recordCall's own parts (ledgerRow builds each row as stored,
   * withLedgerSpace guards the write) with bulkAdd for the add; the totals middleware counts every row of
   * the batch in the same transaction, as it does for any ledger write.
   */
  ledger: (count: number, now: number, seed = 1) =>
    timed(async () => {
      const rows = ledgerRows(count, now, seed);
      for (let i = 0; i < rows.length; i += LEDGER_BATCH) {
        const batch = rows.slice(i, i + LEDGER_BATCH).map(ledgerRow);
        await withLedgerSpace(db, () => db.ledger.bulkAdd(batch));
      }
      return { rows: rows.length, credits: rows.reduce((sum, r) => sum + r.credits, 0), billed: rows.filter((r) => r.credits > 0).length };
    }),

  /** An audience named `name` with the company domains 0…members-1, added as an import does (10,000 lines a batch). */
  audience: (name: string, members: number, now: number) =>
    timed(async () => {
      const audience = await createAudience(db, name, now);
      let added = 0;
      for (let from = 0; from < members; from += 10_000) {
        const lines = Array.from({ length: Math.min(10_000, members - from) }, (_, i) => companyDomain(from + i));
        added += (await addMembers(db, audience.id, lines, now)).added;
      }
      return { id: audience.id, added };
    }),

  /** The scope the worker stores answers under: read from the answer it cached for a real lookup. */
  scope: async () => {
    const row = await db.cache.filter((r) => r.endpoint === 'domain.technologies').first();
    if (!row) throw new Error('No cached lookup to read the scope from: make one real lookup first.');
    return row.key.slice(0, row.key.indexOf('#domain.technologies:'));
  },

  /**
   * Domain answers stored as the worker stores a lookup's: the response cache's put, and the technologies
   * seen. Each put in its own transactions, as the cache makes them (it awaits between its reads and writes).
   */
  cache: (scope: string, entries: CacheEntry[]) =>
    timed(async () => {
      await Promise.all(
        entries.map(async ({ domain, body, storedAt }) => {
          await createResponseCache(db, { now: () => storedAt, scope: async () => scope }).put('domain.technologies', { domain }, body);
          await rememberTechnologies(db, summariesIn('domain.technologies', body), storedAt);
        }),
      );
      return { stored: entries.length };
    }),

  /** The ledger's running totals over its whole history against the sum of its rows, read one by one. */
  totalsCheck: async () => {
    const { totals } = await periodFigures(db, '0000-01-01', '9999-12-31');
    const rows = { calls: 0, billed: 0, credits: 0 };
    await db.ledger.each((row) => {
      rows.calls++;
      if (row.credits > 0) {
        rows.billed++;
        rows.credits += row.credits;
      }
    });
    return { rows, totals: { calls: totals.calls, billed: totals.billed, credits: totals.credits } };
  },

  /** What the profile holds now, counted directly. */
  counts: async () => ({ ledger: await db.ledger.count(), members: await db.audienceMembers.count(), cache: await db.cache.count() }),
};

(globalThis as unknown as { stacklensFill: typeof fill }).stacklensFill = fill;
export type Fill = typeof fill;
