import { describe, expect, it } from 'vitest';
import { StackLensDB } from '@/lib/db/database';
import { accountOfOwner } from '@/lib/keys/account-owner';
import { saveKey } from '@/lib/keys/key-store';
import { LIVE_KEY, TEST_KEY } from '../support/fake-api';
import { shippedDatabase } from './shipped-schemas';

const BASE = 'https://api.example.com';

/** One row of every account-owned kind, as a v10 StackLens stored them. */
const SEED = {
  technologies: [{ id: 7, name: 'wordpress', seen: { name: 'WordPress', category: 'CMS' }, seenAt: 1 }],
  jobs: [
    {
      key: 'lead_list:ll_4',
      kind: 'lead_list',
      remoteId: 'll_4',
      label: 'Shops',
      mode: 'live',
      context: {},
      status: 'running',
      total: 30,
      processed: 3,
      skipped: 0,
      creditsCharged: 0,
      capped: false,
      error: null,
      createdAt: 1,
      updatedAt: 2,
      finishedAt: null,
      charged: false,
      notified: false,
    },
  ],
  alerts: [{ id: 'al_1', name: 'Shopify churn', technology_id: 7, type: 'churn', syncedAt: 5 }],
  audiences: [
    {
      id: 'local-1',
      remoteId: 'aud_9',
      name: 'Prospects',
      kind: 'list',
      size: 1,
      memberCount: 1,
      createdAt: 1,
      updatedAt: 1,
      lastRefreshedAt: null,
      deletedAt: null,
      syncError: null,
    },
  ],
  audienceOps: [{ seq: 3, audienceId: 'local-1', type: 'add', domains: ['stripe.com'], idempotencyKey: 'k-1', createdAt: 2, attempts: 0, lastError: null }],
  audienceMembers: [{ audienceId: 'local-1', domain: 'shopify.com', addedAt: 1, lastScannedAt: null, scanKey: 0 }],
};
const OWNED_KV = [
  { key: 'local.nameAliases', value: { 'wp engine': 7 } },
  { key: 'local.unknownNames', value: ['Acme Widgets'] },
];
const OWNED_META = [
  { key: 'alertsSyncedAt', value: 5 },
  { key: 'audiences.lastUsed', value: 'local-1' },
];

async function seedV10(name: string, kv: { key: string; value: unknown }[]) {
  const v10 = shippedDatabase(name, 10);
  for (const [table, rows] of Object.entries(SEED)) await v10.table(table).bulkPut(rows);
  await v10.table('kv').bulkPut([...kv, ...OWNED_KV]);
  await v10.table('meta').bulkPut([...OWNED_META, { key: 'installedAt', value: 123 }]);
  v10.close();
}

/** Every account-owned row the tables hold now. */
async function owned(db: StackLensDB) {
  const tables = Object.fromEntries(await Promise.all(Object.keys(SEED).map(async (t) => [t, await db.table(t).toArray()] as const)));
  const kv = (await db.kv.bulkGet(OWNED_KV.map((r) => r.key))).filter(Boolean);
  const meta = (await db.meta.bulkGet(OWNED_META.map((r) => r.key))).filter(Boolean);
  return { ...tables, kv, meta };
}
const ALL = { ...SEED, kv: OWNED_KV, meta: OWNED_META };
/** What another account sees: none of it, except members, which only its own audiences reach. */
const NONE = { technologies: [], jobs: [], alerts: [], audiences: [], audienceOps: [], audienceMembers: SEED.audienceMembers, kv: [], meta: [] };

/** Saves `key` as the key of `owner`, the way a verified key is saved (lib/keys/verify-key.ts). */
async function saveAs(db: StackLensDB, key: string, owner: string) {
  const account = await db.transaction('rw', db.kv, () => accountOfOwner(db, BASE, owner));
  await saveKey(db, key, { account });
  return account;
}

describe('database migration v10 → v11 (data per account)', () => {
  it('gives the stored key’s account every row stored before; another account’s key parks them, its own brings each back', async () => {
    const name = `migrate-v11-${crypto.randomUUID()}`;
    await seedV10(name, [
      { key: 'apiKey', value: LIVE_KEY },
      { key: 'apiKeyAccount', value: 'acct-before' },
    ]);

    const db = new StackLensDB(name);
    await db.open();
    expect(db.verno).toBe(13);
    expect(await owned(db)).toEqual(ALL);
    expect(await db.kv.get('dataAccount')).toEqual({ key: 'dataAccount', value: 'acct-before' });
    expect(await db.parked.count()).toBe(0);
    expect(await db.meta.get('installedAt')).toEqual({ key: 'installedAt', value: 123 });

    // The stored key's owner, once learned, is that account (its cached answers stay under its id).
    expect(await saveAs(db, LIVE_KEY, 'org_a')).toBe('acct-before');
    expect(await owned(db)).toEqual(ALL);

    const other = await saveAs(db, TEST_KEY, 'org_b');
    expect(other).not.toBe('acct-before');
    expect(await owned(db)).toEqual(NONE);
    expect(await db.parked.where('account').equals('acct-before').count()).toBe(9);

    expect(await saveAs(db, LIVE_KEY, 'org_a')).toBe('acct-before');
    expect(await owned(db)).toEqual(ALL);
    expect(await db.parked.count()).toBe(0);
    db.close();
  });

  it('with no key stored, leaves the data to the first account seen', async () => {
    const name = `migrate-v11-nokey-${crypto.randomUUID()}`;
    await seedV10(name, []);
    const db = new StackLensDB(name);
    await db.open();
    expect(await owned(db)).toEqual(ALL);
    expect(await db.kv.get('dataAccount')).toBeUndefined();

    const first = await saveAs(db, TEST_KEY, 'org_b');
    expect(await owned(db)).toEqual(ALL);
    expect(await db.kv.get('dataAccount')).toEqual({ key: 'dataAccount', value: first });
    await saveAs(db, LIVE_KEY, 'org_a');
    expect(await owned(db)).toEqual(NONE);
    db.close();
  });
});
