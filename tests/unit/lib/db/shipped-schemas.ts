// Databases as earlier releases shipped them, for the migration tests: each opens one at its
// version, seeds it, then opens the current StackLensDB on the same name and checks every row.
import Dexie from 'dexie';
import { SCHEMA_V1 } from '@/lib/db/database';

/** Every table of v6, as the release of 2026-11-23 (v0.1.0) shipped it. */
export const SCHEMA_V6 = {
  ...SCHEMA_V1,
  cache: '&key, kind, expiresAt, lastUsedAt, size, [kind+lastUsedAt]',
  ledger: '++id, at, endpoint, feature, status',
  technologies: '&id, name',
  jobs: '&key, kind, status, createdAt',
  alerts: '&id, name',
  audiences: '&id, remoteId, deletedAt',
  audienceMembers: '&[audienceId+domain]',
  audienceOps: '++seq, audienceId',
} as const;

/** Every table of v7 (2026-11-24): ledger rows by state, and the intents. */
export const SCHEMA_V7 = { ...SCHEMA_V6, ledger: '++id, at, endpoint, feature, status, state', intents: '&id, createdAt' } as const;

/** Every table of v10 (2026-11-26): ledger totals (v8), members by last scan (v9); v10 changed data only. */
export const SCHEMA_V10 = {
  ...SCHEMA_V7,
  ledger: '++id, at, endpoint, feature, status, state, [credits+at]',
  ledgerTotals: '&[day+feature+endpoint], day',
  ledgerFolded: '&[month+feature+endpoint], month',
  audienceMembers: '&[audienceId+domain], [audienceId+scanKey]',
} as const;

/** Every table of v11 (2026-11-26): other accounts' rows parked. */
export const SCHEMA_V11 = { ...SCHEMA_V10, parked: '++id, account' } as const;

/** Every table of v12 (2026-11-26): on-page technologies hidden per site. */
export const SCHEMA_V12 = { ...SCHEMA_V11, hiddenTechnologies: '&[site+name], site' } as const;

const SCHEMAS = { 6: SCHEMA_V6, 7: SCHEMA_V7, 10: SCHEMA_V10, 11: SCHEMA_V11, 12: SCHEMA_V12 } as const;

/** A database named `name` at a shipped version, with that version's tables. */
export function shippedDatabase(name: string, version: keyof typeof SCHEMAS): Dexie {
  const db = new Dexie(name);
  db.version(version).stores(SCHEMAS[version]);
  return db;
}
