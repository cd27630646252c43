// v11 → v12 adds the table of on-page technologies hidden per site: every row a v11 StackLens stored is
// kept as it was, and the new table starts empty and works.
import { expect, it } from 'vitest';
import { StackLensDB } from '@/lib/db/database';
import { hiddenOn, hideTechnology } from '@/lib/db/hidden-technologies';
import { UNRECORDED_ACCOUNT } from '@/lib/db/ledger-account';
import { type SCHEMA_V11, shippedDatabase } from './shipped-schemas';

/** One row in every v11 table, as v11 stored them. */
const SEED: Record<keyof typeof SCHEMA_V11, object[]> = {
  kv: [{ key: 'settings', value: { askBeforeLookup: true } }],
  cache: [{ key: 'k', kind: 'domain', endpoint: 'domain.technologies', data: { domain: 'a.com' }, storedAt: 1, expiresAt: 9, lastUsedAt: 2, size: 20 }],
  ledger: [
    {
      id: 4,
      at: 5,
      endpoint: 'domain.technologies',
      feature: 'domain',
      params: 'a.com',
      status: 200,
      credits: 1,
      durationMs: 9,
      mode: 'live',
      cached: false,
      state: 'settled',
    },
  ],
  meta: [{ key: 'installedAt', value: 123 }],
  technologies: [{ id: 7, name: 'wordpress', seen: { name: 'WordPress', category: 'CMS' }, seenAt: 1 }],
  jobs: [{ key: 'lead_list:ll_4', kind: 'lead_list', remoteId: 'll_4', status: 'running', createdAt: 1 }],
  alerts: [{ id: 'al_1', name: 'Shopify churn', syncedAt: 5 }],
  audiences: [{ id: 'local-1', remoteId: 'aud_9', name: 'Prospects', deletedAt: null }],
  audienceMembers: [{ audienceId: 'local-1', domain: 'shopify.com', addedAt: 1, lastScannedAt: null, scanKey: 0 }],
  audienceOps: [{ seq: 3, audienceId: 'local-1', type: 'add', domains: ['stripe.com'], idempotencyKey: 'k-1', createdAt: 2, attempts: 0, lastError: null }],
  intents: [{ id: 'i', idempotencyKey: 'key-1', createdAt: 3 }],
  ledgerTotals: [{ day: '2026-11-26', feature: 'domain', endpoint: 'domain.technologies', calls: 1, credits: 1 }],
  ledgerFolded: [{ month: '2025-10', feature: 'domain', endpoint: 'domain.technologies', calls: 2, credits: 2 }],
  parked: [{ id: 1, account: 'acct-b', table: 'audiences', row: { id: 'local-2' } }],
};

it('database migration v11 → v12 keeps every row and starts an empty table of hidden technologies', async () => {
  const name = `migrate-v12-${crypto.randomUUID()}`;
  const v11 = shippedDatabase(name, 11);
  for (const [table, rows] of Object.entries(SEED)) await v11.table(table).bulkPut(rows);
  v11.close();

  const db = new StackLensDB(name);
  await db.open();
  expect(db.verno).toBeGreaterThanOrEqual(12);
  // v13 names the account of each ledger row (none stored here: the fallback); migration-v13.test.ts.
  const upgradedSeed = { ...SEED, ledger: SEED.ledger.map((row) => ({ ...row, account: UNRECORDED_ACCOUNT })) };
  for (const [table, rows] of Object.entries(upgradedSeed)) expect({ table, rows: await db.table(table).toArray() }).toEqual({ table, rows });
  expect(await db.hiddenTechnologies.count()).toBe(0);
  await hideTechnology(db, 'example.com', 'jQuery', 10);
  expect(await hiddenOn(db, 'example.com')).toEqual(['jQuery']);
  db.close();
});
