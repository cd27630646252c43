// A metered client over a scripted fetch, a manual clock, a no-op sleep and a fresh fake IndexedDB.
import { vi } from 'vitest';
import { createApiClient, type BudgetGuard } from '@/lib/metered/client';
import { createTransport } from '@/lib/api/transport';
import { saveServerBalance } from '@/lib/metered/balance';
import { listLedger } from '@/lib/metered/ledger';
import { getKey, saveKey } from '@/lib/keys/key-store';
import { creditsBody, freshDb, LIVE_KEY, manualClock, scriptedFetch, type Step } from './fake-api';

export interface HarnessOptions {
  key?: string | null;
  /** Known balance before the test (null: unknown). */
  balance?: number | null;
  syncBalance?: boolean;
  random?: () => number;
  budgetGuard?: BudgetGuard;
}

export async function harness(script: Step[], opts: HarnessOptions = {}) {
  const db = freshDb();
  const clock = manualClock();
  const key = opts.key === undefined ? LIVE_KEY : opts.key;
  if (key) await saveKey(db, key);
  const balance = opts.balance === undefined ? 100 : opts.balance;
  if (balance !== null) await saveServerBalance(db, creditsBody(balance), clock.now());
  const fetch = scriptedFetch(script);
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
  const transport = createTransport({
    baseUrl: 'https://api.test',
    getKey: () => getKey(db),
    fetch,
    sleep,
    random: opts.random ?? (() => 0.5),
    now: clock.now,
  });
  let uuids = 0;
  const client = createApiClient({
    db,
    transport,
    now: clock.now,
    syncBalance: opts.syncBalance ?? false,
    budgetGuard: opts.budgetGuard,
    randomUUID: () => `00000000-0000-4000-8000-${String(++uuids).padStart(12, '0')}`,
  });
  const ledger = async () => (await listLedger(db)).reverse();
  return { db, clock, fetch, sleep, transport, client, ledger };
}

export async function rejectionOf(p: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await p;
  } catch (error) {
    return error as Error & Record<string, unknown>;
  }
  throw new Error('expected a rejection');
}
