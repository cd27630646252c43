// v12 → v13: every ledger row names the account that paid it (issue 34). Every row a v12 StackLens
// stored survives the upgrade as it was, plus its account: the account the data belonged to at the
// upgrade, or, with no account stored, the documented fallback. Totals, other tables and kv are untouched.
import { describe, expect, it } from 'vitest';
import { StackLensDB } from '@/lib/db/database';
import { UNRECORDED_ACCOUNT } from '@/lib/db/ledger-account';
import { recordCall } from '@/lib/metered/ledger';
import { type SCHEMA_V12, shippedDatabase } from './shipped-schemas';
import { ledgerCall } from '../support/fake-api';

const base = { feature: 'lookup', params: 'domain=a.com', durationMs: 9, mode: 'live', cached: false } as const;
/** Ledger rows in every state a v12 StackLens wrote. */
const LEDGER = [
  { ...base, id: 1, at: 5, endpoint: 'domain.technologies', status: 200, credits: 1, state: 'settled' },
  { ...base, id: 2, at: 6, endpoint: 'domain.technologies', status: 'network', credits: 0, state: 'unknown', estimate: 1, session: 's1' },
  { ...base, id: 3, at: 7, endpoint: 'live.detect', feature: 'live', status: 'pending', credits: 0, state: 'pending', estimate: 5, session: 's1' },
  { ...base, id: 4, at: 8, endpoint: 'domain.technologies', status: 'timeout', credits: 1, state: 'settled', estimate: 1, reconciledAt: 9 },
  { ...base, id: 5, at: 9, endpoint: 'account.credits', feature: 'account', status: 200, credits: 0, state: 'settled', params: '' },
];

/** One row in every other v12 table. */
const SEED: Partial<Record<keyof typeof SCHEMA_V12, object[]>> = {
  cache: [{ key: 'k', kind: 'domain', endpoint: 'domain.technologies', data: { domain: 'a.com' }, storedAt: 1, expiresAt: 9, lastUsedAt: 2, size: 20 }],
  meta: [{ key: 'installedAt', value: 123 }],
  intents: [{ id: 'i', idempotencyKey: 'key-1', createdAt: 3 }],
  ledgerTotals: [{ day: '1970-01-01', feature: 'lookup', endpoint: 'domain.technologies', calls: 3, credits: 2 }],
  ledgerFolded: [{ month: '2025-10', feature: 'lookup', endpoint: 'domain.technologies', calls: 2, credits: 2 }],
  parked: [{ id: 1, account: 'acct-b', table: 'audiences', row: { id: 'local-2' } }],
  hiddenTechnologies: [{ site: 'a.com', name: 'jQuery', hiddenAt: 1 }],
};

async function upgraded(kv: object[]) {
  const name = `migrate-v13-${crypto.randomUUID()}`;
  const v12 = shippedDatabase(name, 12);
  await v12.table('ledger').bulkPut(LEDGER);
  await v12.table('kv').bulkPut(kv);
  for (const [table, rows] of Object.entries(SEED)) await v12.table(table).bulkPut(rows);
  v12.close();
  const db = new StackLensDB(name);
  await db.open();
  return db;
}

describe('database migration v12 → v13', () => {
  it('keeps every ledger row and gives each the account the data belonged to at the upgrade', async () => {
    const kv = [
      { key: 'apiKey', value: `tapi_live_${'A1b2C3d4'.repeat(4)}` },
      { key: 'apiKeyAccount', value: 'acct-a' },
      { key: 'dataAccount', value: 'acct-a' },
    ];
    const db = await upgraded(kv);
    expect(db.verno).toBe(13);
    expect(await db.ledger.toArray()).toEqual(LEDGER.map((row) => ({ ...row, account: 'acct-a' })));
    expect(await db.kv.toArray()).toEqual(kv);
    for (const [table, rows] of Object.entries(SEED)) expect({ table, rows: await db.table(table).toArray() }).toEqual({ table, rows });
    // A row written after the upgrade names the current account through the ledger's middleware.
    const id = await recordCall(db, ledgerCall({ at: 20 }));
    expect(await db.ledger.get(id)).toMatchObject({ account: 'acct-a' });
    db.close();
  });

  it('with no account stored, every row survives under the fallback account', async () => {
    const db = await upgraded([{ key: 'settings', value: { askBeforeLookup: true } }]);
    expect(await db.ledger.toArray()).toEqual(LEDGER.map((row) => ({ ...row, account: UNRECORDED_ACCOUNT })));
    db.close();
  });
});
