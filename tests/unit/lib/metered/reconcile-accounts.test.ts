// Reconciliation per account (issue 34, point 2): a "possibly billed" row is compared with the server's
// credits for its own account's key and day, never with what another account spent that day; and a row
// settled below what it may have cost before the usage report could catch up is checked once more later.
// The server is a stub answering /v1/usage and /v1/keys/{id}/usage per key, so its lag is under the
// test's control.
import { describe, expect, it } from 'vitest';
import type { StackLensDB } from '@/lib/db/database';
import { saveKey } from '@/lib/keys/key-store';
import { ledgerRow, listLedger, recordCall } from '@/lib/metered/ledger';
import type { ApiClient } from '@/lib/metered/client';
import { reconcileDue, reconcileUnknown } from '@/lib/metered/reconcile';
import { freshDb, ledgerCall } from '../support/fake-api';

const KEY_A = `tapi_live_${'A1b2C3d4'.repeat(4)}`;
const KEY_B = `tapi_live_${'B9z8Y7x6'.repeat(4)}`;
const KEYS: Record<string, { id: string; key: string }> = { [KEY_A]: { id: 'key_a', key: KEY_A }, [KEY_B]: { id: 'key_b', key: KEY_B } };
const DAY = '2026-11-22';
const at = (hh: number, mm = 0) => Date.parse(`${DAY}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00.000Z`);
const MINUTE = 60_000;

/** Credits per key id on DAY for domain.technologies, as the server reports them now. */
type Charges = Record<string, number>;

/** A stub server: /v1/usage names the calling key only (one key per organization), per-key usage from `charges`. */
function stubServer(db: StackLensDB, charges: Charges) {
  const asked: string[] = [];
  const api = {
    async call(id: string, params: { key_id?: string; start_date?: string }) {
      const stored = (await db.kv.get('apiKey'))?.value as string;
      const own = KEYS[stored]!;
      if (id === 'account.usage') {
        return {
          data: {
            owner_id: `org_${own.id}`,
            period: { start: `${DAY}T00:00:00.000Z`, end: `${DAY}T23:59:59.999Z` },
            keys: [{ id: own.id, key_prefix: own.key.slice(0, 14), name: 'k', plan: 'pro', status: 'active' }],
            totals: { credits_limit: 10_000, credits_used: 0, credits_remaining: 10_000, total_requests: 0 },
          },
        };
      }
      if (id === 'keys.usage') {
        // The server answers only for its own keys.
        expect(params.key_id).toBe(own.id);
        asked.push(`${params.key_id} ${params.start_date}`);
        const credits = charges[params.key_id!] ?? 0;
        return {
          data: { key_id: params.key_id, endpoints: credits > 0 ? [{ endpoint: 'domain.technologies', requests: credits, credits_used: credits }] : [] },
        };
      }
      throw new Error(`unexpected call ${id}`);
    },
  };
  return { api: api as unknown as ApiClient, asked };
}

/** A paid lookup whose answer never came, written as the client writes it (pending, then unknown). */
async function lostLookup(db: StackLensDB, when: number) {
  return db.ledger.add(ledgerRow(ledgerCall({ at: when, status: 'network', credits: 0, state: 'unknown', estimate: 1 })));
}

const row = async (db: StackLensDB, id: number) => (await db.ledger.get(id))!;

describe('reconciliation per account', () => {
  it("a lost call under account B is settled from B's key, whatever account A spent that day", async () => {
    const db = freshDb();
    await saveKey(db, KEY_A, { account: 'acct-a' });
    await recordCall(db, ledgerCall({ at: at(10) }));
    await recordCall(db, ledgerCall({ at: at(10, 1) }));
    await saveKey(db, KEY_B, { account: 'acct-b' });
    const lost = await lostLookup(db, at(10, 5));
    // Server: A's key charged 2 that day, B's key 1 (the lost call was done and billed).
    const { api } = stubServer(db, { key_a: 2, key_b: 1 });

    const report = await reconcileUnknown(api, db, at(10, 30));
    expect(report).toMatchObject({ settled: 1, credits: 1 });
    expect(await row(db, lost)).toMatchObject({ state: 'settled', credits: 1, account: 'acct-b' });
    // Every row names the account that paid it.
    expect((await listLedger(db)).map((r) => r.account)).toEqual(['acct-b', 'acct-a', 'acct-a']);
  });

  it("another account's possibly billed row waits for its own key, and is settled from it once that key is back", async () => {
    const db = freshDb();
    await saveKey(db, KEY_A, { account: 'acct-a' });
    const lostUnderA = await lostLookup(db, at(9));
    await saveKey(db, KEY_B, { account: 'acct-b' });
    await recordCall(db, ledgerCall({ at: at(9, 30) }));
    const server = stubServer(db, { key_a: 1, key_b: 1 });

    // B's usage says nothing about A's call: it is not settled from it.
    expect(await reconcileUnknown(server.api, db, at(11))).toMatchObject({ settled: 0, waiting: 1 });
    expect(await row(db, lostUnderA)).toMatchObject({ state: 'unknown', account: 'acct-a' });

    await saveKey(db, KEY_A, { account: 'acct-a' });
    expect(await reconcileUnknown(server.api, db, at(11, 5))).toMatchObject({ settled: 1, credits: 1 });
    expect(await row(db, lostUnderA)).toMatchObject({ state: 'settled', credits: 1 });
  });
});

describe('the usage report lags', () => {
  it('a row settled at 0 before the report could catch up is checked once more later, then final', async () => {
    const db = freshDb();
    await saveKey(db, KEY_A, { account: 'acct-a' });
    const lost = await lostLookup(db, at(12));
    const charges: Charges = { key_a: 0 };
    const server = stubServer(db, charges);

    // Three minutes later the report does not show the charge yet.
    expect(await reconcileUnknown(server.api, db, at(12, 3))).toMatchObject({ settled: 1, credits: 0 });
    expect(await row(db, lost)).toMatchObject({ state: 'settled', credits: 0 });

    // The charge reaches the report; before the re-check is due nothing changes.
    charges.key_a = 1;
    expect(await reconcileDue(db, at(12, 5))).toBe(false);
    expect(await reconcileUnknown(server.api, db, at(12, 5))).toMatchObject({ settled: 0, credits: 0 });
    // What makes the worker reconcile when the balance is shown next (credits.get).
    expect(await reconcileDue(db, at(12) + 60 * MINUTE)).toBe(true);
    // Later, the row is checked again and takes what the server charged.
    const later = await reconcileUnknown(server.api, db, at(12) + 60 * MINUTE);
    expect(later).toMatchObject({ settled: 1, credits: 1 });
    expect(await row(db, lost)).toMatchObject({ state: 'settled', credits: 1 });

    // Once checked again it is final: a later charge that day is not given to it.
    charges.key_a = 2;
    expect(await reconcileUnknown(server.api, db, at(12) + 120 * MINUTE)).toMatchObject({ settled: 0, credits: 0 });
    expect(await row(db, lost)).toMatchObject({ credits: 1 });
    expect(await db.ledger.get(lost)).not.toHaveProperty('recheckAt');
    expect(await reconcileDue(db, at(12) + 120 * MINUTE)).toBe(false);
  });
});
