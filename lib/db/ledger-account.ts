// Which account paid for a ledger row (schema v13). The ledger is this browser's spend, whichever
// account paid; each row names the local account id (KV_ACCOUNT, ./kv-keys.ts) current when it was
// written, so reconciliation compares a "possibly billed" row with its own account's usage only
// (lib/metered/reconcile.ts). The local id, not the key's id from /v1/usage: it is known at every
// write without asking the server, survives a rotated key of the same account, and is never derived
// from the key.
import { KV_ACCOUNT, KV_DATA_ACCOUNT } from './kv-keys';

/**
 * The account of a row written when no account was stored (no key), or before v13 with none stored at
 * the upgrade. Reconciliation treats such a row as the current account's, as every row was before v13.
 */
export const UNRECORDED_ACCOUNT = 'unrecorded';

/**
 * The account v13 gives the rows written before it: the account whose data the tables held at the
 * upgrade (v11's rule: what was stored belongs to the account current at the upgrade), else the stored
 * key's account, else UNRECORDED_ACCOUNT. Rows two accounts wrote before v13 cannot be told apart: all
 * go to the one current at the upgrade.
 */
export function accountAtUpgrade(kv: ReadonlyMap<string, unknown>): string {
  for (const key of [KV_DATA_ACCOUNT, KV_ACCOUNT]) {
    const value = kv.get(key);
    if (typeof value === 'string' && value !== '') return value;
  }
  return UNRECORDED_ACCOUNT;
}

/** The account a row is written under: the stored account, else UNRECORDED_ACCOUNT. */
export function accountOfWrite(stored: unknown): string {
  return typeof stored === 'string' && stored !== '' ? stored : UNRECORDED_ACCOUNT;
}

/** Whether a row counts as `account`'s when reconciling: its own, or one whose account was never recorded. */
export function isAccountRow(row: { account?: string }, account: string): boolean {
  return row.account === account || row.account === undefined || row.account === UNRECORDED_ACCOUNT;
}
