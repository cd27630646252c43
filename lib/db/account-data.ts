// The data an account owns in this browser: the technologies its answers named, the on-page name maps,
// its jobs and lead lists, the mirror of its alerts, its audiences and their queued changes. Only the
// current account's are in their tables, so every reader (pages, the poller, the audience sync) sees
// that account's alone; a switch to another account parks them (`parked`, schema v11) and brings that
// account's back. Nothing is deleted by a switch. The cache and intents are scoped by key instead
// (lib/metered/cache-key.ts); the ledger and budgets are this browser's spend, whichever account paid.
import type { Table } from 'dexie';
import type { ParkedRow, StackLensDB } from './database';
import { KV_ACCOUNT, KV_DATA_ACCOUNT, KV_LOCAL_NAME_ALIASES, KV_LOCAL_UNKNOWN_NAMES, META_ALERTS_SYNCED, META_AUDIENCE_LAST_USED } from './kv-keys';

/**
 * Whole tables an account owns. Audience members stay where they are: they are reached only through
 * their audience's local id (a random UUID), so parking the audience parks them, at no cost per member.
 */
const OWNED_TABLES = ['technologies', 'jobs', 'alerts', 'audiences', 'audienceOps'] as const;
/** Single rows of the shared kv and meta tables an account owns. */
const OWNED_ROWS = { kv: [KV_LOCAL_UNKNOWN_NAMES, KV_LOCAL_NAME_ALIASES], meta: [META_ALERTS_SYNCED, META_AUDIENCE_LAST_USED] } as const;

/** The tables a transaction that may switch the account's data must open. */
export function accountDataTables(db: StackLensDB): Table[] {
  return [db.kv, db.meta, db.parked, ...OWNED_TABLES.map((name) => db.table(name))];
}

async function park(db: StackLensDB, account: string): Promise<void> {
  for (const name of OWNED_TABLES) {
    const table = db.table(name);
    const rows = await table.toArray();
    await db.parked.bulkAdd(rows.map((row: unknown): ParkedRow => ({ account, table: name, row })));
    await table.clear();
  }
  for (const [name, keys] of Object.entries(OWNED_ROWS)) {
    const table = db.table<{ key: string }, string>(name);
    const rows = (await table.bulkGet([...keys])).filter((row) => row !== undefined);
    await db.parked.bulkAdd(rows.map((row) => ({ account, table: name, row })));
    await table.bulkDelete([...keys]);
  }
}

async function unpark(db: StackLensDB, account: string): Promise<void> {
  const parked = await db.parked.where('account').equals(account).toArray();
  const byTable = new Map<string, unknown[]>();
  for (const p of parked) byTable.set(p.table, [...(byTable.get(p.table) ?? []), p.row]);
  for (const [name, rows] of byTable) await db.table(name).bulkPut(rows);
  await db.parked.bulkDelete(parked.map((p) => p.id!));
}

/**
 * Makes `account`'s data the current data, inside a transaction over accountDataTables(). The first
 * account bound (after a new install, or after the update to v11 with no key stored) adopts what the
 * tables hold: data stored before accounts were told apart belongs to the first account seen.
 */
export async function bindAccountData(db: StackLensDB, account: string): Promise<'kept' | 'adopted' | 'switched'> {
  const live = (await db.kv.get(KV_DATA_ACCOUNT))?.value;
  if (live === account) return 'kept';
  if (typeof live === 'string') {
    await park(db, live);
    await unpark(db, account);
  }
  await db.kv.put({ key: KV_DATA_ACCOUNT, value: account });
  return typeof live === 'string' ? 'switched' : 'adopted';
}

/**
 * The account whose data the tables hold: the one bound last, or (nothing bound yet, from before v11)
 * the stored key's, whose data the tables then are. Null with neither.
 */
export async function liveAccount(db: StackLensDB): Promise<string | null> {
  const [data, key] = await db.kv.bulkGet([KV_DATA_ACCOUNT, KV_ACCOUNT]);
  const live = typeof data?.value === 'string' ? data.value : key?.value;
  return typeof live === 'string' ? live : null;
}

/**
 * Runs `write` only while `account` (the one a request started under) is still the live one, in one
 * transaction with the kv row a switch writes, so no switch lands in between. A mirror of the server
 * (alerts, audiences) drops an answer that comes back after a switch: `{ current: false }`.
 */
export async function whileCurrent<T>(
  db: StackLensDB,
  account: string,
  tables: Table[],
  write: () => Promise<T>,
): Promise<{ current: true; value: T } | { current: false }> {
  const scope = [...new Set([db.kv, ...tables])];
  return db.transaction('rw', scope, async () => {
    if ((await liveAccount(db)) !== account) return { current: false as const };
    return { current: true as const, value: await write() };
  });
}

/**
 * Stores `row` in `account`'s table `name`, whichever account is live: in the table itself when it is
 * the live one, else parked for it (brought back with its data when its key is saved again). A row
 * already there under the same `key` is kept as it is and returned instead. `placed`: where it is.
 */
export async function putForAccount<R extends { key: string }>(
  db: StackLensDB,
  account: string,
  name: (typeof OWNED_TABLES)[number],
  row: R,
): Promise<{ row: R; placed: 'live' | 'parked'; added: boolean }> {
  const table = db.table<R, string>(name);
  return db.transaction('rw', accountDataTables(db), async () => {
    if ((await liveAccount(db)) === account) {
      const existing = await table.get(row.key);
      if (existing) return { row: existing, placed: 'live' as const, added: false };
      await table.put(row);
      return { row, placed: 'live' as const, added: true };
    }
    const parked = await db.parked
      .where('account')
      .equals(account)
      .filter((p) => p.table === name && (p.row as R).key === row.key)
      .first();
    if (parked) return { row: parked.row as R, placed: 'parked' as const, added: false };
    await db.parked.add({ account, table: name, row });
    return { row, placed: 'parked' as const, added: true };
  });
}
