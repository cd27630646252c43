// Keeps the ledger's running totals (./ledger-totals.ts) in the same IndexedDB transaction as every
// ledger write, whoever writes: a Dexie DBCore middleware adds the totals store to each read-write
// transaction on the ledger and turns each mutation (add, put, update, modify, delete, clear) into the
// change of its buckets, read from the rows before and after. No writer can bypass it; Dexie hooks
// could not, since a hook cannot widen its transaction to another table.
// It also stamps every row written without an account with the account stored in kv at that moment
// (schema v13, ./ledger-account.ts), read in the same transaction.
// Writes of one transaction run one after another here, so parallel writes never lose a bucket change.
import Dexie, { type DBCore, type DBCoreMutateRequest, type DBCoreMutateResponse, type DBCoreTable, type DBCoreTransaction, type Middleware } from 'dexie';
import { accountOfWrite } from './ledger-account';
import { KV_ACCOUNT } from './kv-keys';
import { addFigures, dayBucket, figuresOf, isEmpty, TOTALS_TABLE, zeroFigures, type LedgerTotalRow, type TotalledRow } from './ledger-totals';

export const LEDGER_TABLE = 'ledger';
const KV_TABLE = 'kv';
/** DBCoreRangeType.Any: a range over every key (Table.clear()). */
const ANY_RANGE = 3;

type Delta = Map<string, { key: [string, string, string]; figures: ReturnType<typeof zeroFigures> }>;

function addRow(delta: Delta, row: TotalledRow | undefined, sign: 1 | -1) {
  if (!row) return;
  const key = dayBucket(row);
  const id = key.join('\u0000');
  const entry = delta.get(id) ?? { key, figures: zeroFigures() };
  addFigures(entry.figures, figuresOf(row), sign);
  delta.set(id, entry);
}

// Promises here are chained with then(), never awaited: Dexie's layers below read the transaction
// from Dexie's zone, which its own promises carry across then() and native awaits drop.
const resolved = <T>(value: T): Promise<T> => Dexie.Promise.resolve(value);

function applyDelta(totals: DBCoreTable, trans: DBCoreTransaction, delta: Delta): Promise<void> {
  const changes = [...delta.values()].filter((d) => !isEmpty(d.figures));
  if (changes.length === 0) return resolved(undefined);
  return totals.getMany({ trans, keys: changes.map((c) => c.key) }).then((current: (LedgerTotalRow | undefined)[]) => {
    const puts: LedgerTotalRow[] = [];
    const deletes: [string, string, string][] = [];
    changes.forEach(({ key, figures }, i) => {
      const [day, feature, endpoint] = key;
      const next = addFigures({ day, feature, endpoint, ...zeroFigures(), ...current[i] }, figures);
      if (isEmpty(next)) deletes.push(key);
      else puts.push(next);
    });
    return (puts.length > 0 ? totals.mutate({ type: 'put', trans, values: puts }).then(throwFailures) : resolved(null))
      .then(() => (deletes.length > 0 ? totals.mutate({ type: 'delete', trans, keys: deletes }).then(throwFailures) : null))
      .then(() => undefined);
  });
}

function throwFailures(res: DBCoreMutateResponse): DBCoreMutateResponse {
  if (res.numFailures > 0) throw Object.values(res.failures)[0];
  return res;
}

interface Before {
  keys: unknown[];
  rows: (TotalledRow | undefined)[];
}

/** The rows a mutation touches, before it runs (none for an add). */
function rowsBefore(table: DBCoreTable, req: DBCoreMutateRequest): Promise<Before> {
  if (req.type === 'add') return resolved({ keys: [], rows: [] });
  if (req.type === 'deleteRange') {
    return table
      .query({ trans: req.trans, values: true, query: { index: table.schema.primaryKey, range: req.range } })
      .then((res) => ({ keys: [], rows: res.result as TotalledRow[] }));
  }
  const keys =
    req.type === 'delete'
      ? req.keys
      : req.values.length === 0 && req.updates
        ? req.updates.keys
        : (req.keys ?? req.values.map((v) => table.schema.primaryKey.extractKey?.(v)));
  const known = keys.filter((k) => k !== undefined && k !== null);
  if (known.length === 0) return resolved({ keys: [], rows: [] });
  return table.getMany({ trans: req.trans, keys: known }).then((rows) => ({ keys: known, rows }));
}

function totalsTable(down: DBCore, trans: DBCoreTransaction): DBCoreTable | null {
  // An upgrade runs with the schema of its own version, maybe before the totals store exists: the
  // v8 upgrade builds the totals from the rows instead (lib/db/database.ts).
  const idb = trans as unknown as IDBTransaction;
  if (idb.mode === 'versionchange' || !down.schema.tables.some((t) => t.name === TOTALS_TABLE)) return null;
  return down.table(TOTALS_TABLE);
}

/** Each transaction's ledger writes, one after another (see `serialized`). */
const queues = new WeakMap<DBCoreTransaction, Promise<unknown>>();

/**
 * Runs `work` after every ledger write already started in the same transaction has finished. Each write
 * reads rows and totals, then writes them: two at once (`Promise.all` of writes in one transaction) would
 * both read the same totals, and the second put would drop the first's change.
 */
function serialized<T>(trans: DBCoreTransaction, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(trans) ?? resolved(undefined)).then(work);
  queues.set(
    trans,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

/**
 * `req` with every written row naming its account (schema v13, ./ledger-account.ts): a row its writer
 * did not give one gets the account stored now (KV_ACCOUNT), read in the same transaction.
 */
function withAccount(down: DBCore, req: DBCoreMutateRequest): Promise<DBCoreMutateRequest> {
  if (req.type !== 'add' && req.type !== 'put') return resolved(req);
  const unstamped = (v: unknown) => v !== null && typeof v === 'object' && (v as { account?: unknown }).account === undefined;
  if (!req.values.some(unstamped)) return resolved(req);
  return down
    .table(KV_TABLE)
    .get({ trans: req.trans, key: KV_ACCOUNT })
    .then((row: { value?: unknown } | undefined) => {
      const account = accountOfWrite(row?.value);
      return { ...req, values: req.values.map((v) => (unstamped(v) ? { ...(v as object), account } : v)) };
    });
}

function ledgerTable(down: DBCore, table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate(req) {
      const totals = totalsTable(down, req.trans);
      if (!totals) return table.mutate(req);
      return serialized(req.trans, () => withAccount(down, req).then((stamped) => mutateWithTotals(table, totals, stamped)));
    },
  };
}

/** `req`, and the change it makes to each bucket applied to the totals, in `req`'s transaction. */
function mutateWithTotals(table: DBCoreTable, totals: DBCoreTable, req: DBCoreMutateRequest): Promise<DBCoreMutateResponse> {
  if (req.type === 'deleteRange' && req.range.type === ANY_RANGE) {
    // The whole ledger cleared: so are its day totals (the folded months are kept).
    return table.mutate(req).then((res) =>
      totals
        .mutate({ type: 'deleteRange', trans: req.trans, range: req.range })
        .then(throwFailures)
        .then(() => res),
    );
  }
  // The change of every bucket is read from the rows as they were and as they are: whatever the
  // request was (an update through modify, a partial failure), the totals follow what is stored.
  return rowsBefore(table, req).then((before) =>
    table.mutate(req).then((res) => {
      const delta: Delta = new Map();
      before.rows.forEach((row) => addRow(delta, row, -1));
      const added = req.type === 'add' || req.type === 'put' ? (res.results ?? []).filter((k, i) => !res.failures[i] && k !== undefined) : [];
      const keys = req.type === 'deleteRange' ? [] : [...new Set([...before.keys, ...added])];
      const after = keys.length > 0 ? table.getMany({ trans: req.trans, keys }) : resolved([]);
      return after.then((rows: (TotalledRow | undefined)[]) => {
        rows.forEach((row) => addRow(delta, row, 1));
        return applyDelta(totals, req.trans, delta).then(() => res);
      });
    }),
  );
}

export const ledgerTotalsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'LedgerTotals',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      // The totals are written with every ledger write, and the account each new row names is read from kv.
      const widened = mode === 'readwrite' && stores.includes(LEDGER_TABLE) ? [TOTALS_TABLE, KV_TABLE].filter((name) => !stores.includes(name)) : [];
      return down.transaction(widened.length > 0 ? [...stores, ...widened] : stores, mode, options);
    },
    table(name) {
      const table = down.table(name);
      return name === LEDGER_TABLE ? ledgerTable(down, table) : table;
    },
  }),
};
