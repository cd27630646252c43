// Local-first audience changes: each is applied to IndexedDB and queued for the server in the same
// transaction, so a closed browser or a failing server never loses one.
import Dexie from 'dexie';
import { deleteCacheRows } from '@/lib/db/cache-rows';
import type { AudienceMemberRow, AudienceOpRow, AudienceRow, StackLensDB } from '@/lib/db/database';
import { META_AUDIENCE_LAST_USED } from '@/lib/db/kv-keys';
import { t } from '@/lib/i18n';
import { planImport, type ImportPlan } from './normalize';

/** How long a deleted audience can be brought back before its deletion is sent to the server. */
export const UNDO_MS = 10_000;
const LAST_USED = META_AUDIENCE_LAST_USED;

/** An audience's members, by the [audienceId+domain] primary key. */
export function membersOf(db: StackLensDB, audienceId: string) {
  return db.audienceMembers.where('[audienceId+domain]').between([audienceId, Dexie.minKey], [audienceId, Dexie.maxKey]);
}

/**
 * Rows a big write (a purge, a pull of the server's members) puts in one transaction: a few thousand,
 * so a popup opened meanwhile waits milliseconds for the database, not seconds.
 */
export const WRITE_CHUNK = 2000;

/**
 * Members of the audience in this browser: its kept `memberCount`, else counted by index (and kept).
 * Call it inside a transaction that writes members, before writing them, to keep the count with them.
 */
export async function storedCount(db: StackLensDB, audience: AudienceRow): Promise<number> {
  return audience.memberCount ?? (await membersOf(db, audience.id).count());
}

/** A member row as stored: `scanKey` mirrors lastScannedAt for the v9 index (lib/db/database.ts). */
export function memberRow(audienceId: string, domain: string, addedAt: number, lastScannedAt: number | null): AudienceMemberRow {
  return { audienceId, domain, addedAt, lastScannedAt, scanKey: lastScannedAt ?? 0 };
}

export class AudienceInputError extends Error {
  readonly kind = 'validation';
  constructor(
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

function uuid(): string {
  return crypto.randomUUID();
}

async function enqueue(db: StackLensDB, op: Omit<AudienceOpRow, 'seq' | 'idempotencyKey' | 'attempts' | 'lastError' | 'createdAt'>, now: number) {
  await db.audienceOps.add({ ...op, idempotencyKey: uuid(), attempts: 0, lastError: null, createdAt: now });
}

export async function liveAudience(db: StackLensDB, id: string): Promise<AudienceRow> {
  const row = await db.audiences.get(id);
  if (!row || row.deletedAt !== null) throw new AudienceInputError(t('audiences_errGone'), 'id');
  return row;
}

async function assertFreeName(db: StackLensDB, name: string, exceptId?: string) {
  const lower = name.toLowerCase();
  const clash = await db.audiences.filter((a) => a.deletedAt === null && a.id !== exceptId && a.name.toLowerCase() === lower).first();
  if (clash) throw new AudienceInputError(t('audiences_errNameTaken', [clash.name]), 'name');
}

export async function createAudience(db: StackLensDB, name: string, now: number, init: Partial<AudienceRow> = {}): Promise<AudienceRow> {
  return db.transaction('rw', db.audiences, db.audienceOps, db.meta, async () => {
    await assertFreeName(db, name);
    const row: AudienceRow = {
      id: uuid(),
      remoteId: null,
      name,
      kind: 'list',
      size: 0,
      createdAt: now,
      updatedAt: now,
      lastRefreshedAt: null,
      deletedAt: null,
      syncError: null,
      ...init,
    };
    await db.audiences.add(row);
    // A recipe audience is created on the server directly (it is a build job there).
    if (!row.remoteId) await enqueue(db, { audienceId: row.id, type: 'create', name }, now);
    await setLastUsed(db, row.id);
    return row;
  });
}

export async function renameAudience(db: StackLensDB, id: string, name: string, now: number): Promise<AudienceRow> {
  return db.transaction('rw', db.audiences, db.audienceOps, async () => {
    const row = await liveAudience(db, id);
    await assertFreeName(db, name, id);
    await db.audiences.update(id, { name, updatedAt: now, syncError: null });
    const queued = await db.audienceOps.where('audienceId').equals(id).toArray();
    const pendingCreate = queued.find((o) => o.type === 'create');
    const pendingRename = queued.find((o) => o.type === 'rename');
    if (pendingCreate && pendingCreate.attempts === 0) {
      // Never sent: the queued create takes the new name instead of a second request.
      await db.audienceOps.update(pendingCreate.seq!, { name, lastError: null });
    } else if (pendingCreate?.refused) {
      // The server refused it (409 name taken, 403 cap) and made nothing: a new create, with a new key.
      await db.audienceOps.update(pendingCreate.seq!, { name, lastError: null, attempts: 0, refused: false, idempotencyKey: uuid() });
    } else if (pendingRename) {
      // One rename is enough: the latest name replaces a queued (maybe refused) one, so it cannot block.
      await db.audienceOps.update(pendingRename.seq!, { name, lastError: null, attempts: 0, refused: false });
    } else {
      // On the server, or a create was sent and its answer lost (a replay returns the first name): rename it.
      await enqueue(db, { audienceId: id, type: 'rename', name }, now);
    }
    return { ...row, name, updatedAt: now, syncError: null };
  });
}

export async function deleteAudience(db: StackLensDB, id: string, now: number): Promise<void> {
  await db.transaction('rw', db.audiences, db.audienceOps, async () => {
    await liveAudience(db, id);
    await db.audiences.update(id, { deletedAt: now });
    await enqueue(db, { audienceId: id, type: 'delete' }, now);
  });
}

/** Brings a deleted audience back; its deletion has not left this browser yet (sync waits UNDO_MS). */
export async function undoDelete(db: StackLensDB, id: string): Promise<AudienceRow> {
  return db.transaction('rw', db.audiences, db.audienceOps, async () => {
    const row = await db.audiences.get(id);
    if (!row || row.deletedAt === null) throw new AudienceInputError(t('audiences_errUndoPassed'), 'id');
    await db.audienceOps
      .where('audienceId')
      .equals(id)
      .filter((o) => o.type === 'delete')
      .delete();
    await db.audiences.update(id, { deletedAt: null });
    return { ...row, deletedAt: null };
  });
}

export interface AddResult extends Omit<ImportPlan, 'domains'> {
  added: number;
  /** The domains added (for undo). */
  domains: string[];
  /** Members of the audience in this browser after the change (counted by index). */
  members: number;
}

/** Normalises, de-duplicates against the audience and adds; one queued change for all new members. */
export async function addMembers(db: StackLensDB, id: string, lines: readonly string[], now: number): Promise<AddResult> {
  // De-duplicate among the lines first (pure, outside the transaction: it holds nothing while it parses).
  const candidates = planImport(lines, new Set());
  return db.transaction('rw', [db.audiences, db.audienceMembers, db.audienceOps, db.meta, db.cache], async () => {
    const audience = await liveAudience(db, id);
    const before = await storedCount(db, audience);
    // Then look up only those candidates in the audience.
    const found = await db.audienceMembers.bulkGet(candidates.domains.map((d) => [id, d] as [string, string]));
    const existing = new Set(found.filter((m): m is AudienceMemberRow => Boolean(m)).map((m) => m.domain));
    const plan = { ...candidates, domains: candidates.domains.filter((d) => !existing.has(d)), duplicates: candidates.duplicates + existing.size };
    if (plan.domains.length > 0) {
      await db.audienceMembers.bulkAdd(plan.domains.map((domain) => memberRow(id, domain, now, null)));
      await enqueue(db, { audienceId: id, type: 'add', domains: plan.domains }, now);
      await clearSavedProfiles(db, audience.remoteId);
    }
    // Kept with the members: the page shows the new count from this answer, without reading the members.
    const members = before + plan.domains.length;
    if (plan.domains.length > 0) await db.audiences.update(id, { size: members, memberCount: members, updatedAt: now });
    else if (audience.memberCount === undefined) await db.audiences.update(id, { memberCount: members });
    await setLastUsed(db, id);
    return { added: plan.domains.length, domains: plan.domains, duplicates: plan.duplicates, rejected: plan.rejected, members };
  });
}

export interface RemoveResult {
  removed: number;
  /** Members of the audience in this browser after the change (counted by index). */
  members: number;
}

export async function removeMembers(db: StackLensDB, id: string, domains: readonly string[], now: number): Promise<RemoveResult> {
  return db.transaction('rw', [db.audiences, db.audienceMembers, db.audienceOps, db.meta, db.cache], async () => {
    const audience = await liveAudience(db, id);
    const before = await storedCount(db, audience);
    const keys = domains.map((d) => [id, d] as [string, string]);
    const present = (await db.audienceMembers.bulkGet(keys)).filter((m): m is AudienceMemberRow => Boolean(m)).map((m) => m.domain);
    if (present.length > 0) {
      await db.audienceMembers.bulkDelete(present.map((d) => [id, d] as [string, string]));
      await enqueue(db, { audienceId: id, type: 'remove', domains: present }, now);
    }
    const members = before - present.length;
    if (present.length === 0) {
      if (audience.memberCount === undefined) await db.audiences.update(id, { memberCount: members });
      return { removed: 0, members };
    }
    await db.audiences.update(id, { size: members, memberCount: members, updatedAt: now });
    await clearSavedProfiles(db, audience.remoteId);
    return { removed: present.length, members };
  });
}

const PROFILE_MARK = '#audiences.profile:';

/**
 * Forgets the profiles of an audience saved in this browser (any slice, any base URL or account):
 * after its members change they describe other members, so showing one as current, for free, would be wrong.
 */
export async function clearSavedProfiles(db: StackLensDB, remoteId: string | null): Promise<number> {
  if (!remoteId) return 0;
  const keys = await db.cache
    .where('kind')
    .equals('audience')
    .filter((row) => {
      const at = row.key.indexOf(PROFILE_MARK);
      if (at < 0) return false;
      try {
        return (JSON.parse(row.key.slice(at + PROFILE_MARK.length)) as { id?: unknown }).id === remoteId;
      } catch {
        return false;
      }
    })
    .primaryKeys();
  return deleteCacheRows(db, keys);
}

export async function setLastUsed(db: StackLensDB, id: string) {
  await db.meta.put({ key: LAST_USED, value: id });
}

/** The audience the user added to last, if it still exists. */
export async function lastUsed(db: StackLensDB): Promise<AudienceRow | null> {
  const id = (await db.meta.get(LAST_USED))?.value;
  const row = typeof id === 'string' ? await db.audiences.get(id) : undefined;
  return row && row.deletedAt === null ? row : null;
}

/** Drops an audience for good: its rows, members and any queued change. */
export async function purgeAudience(db: StackLensDB, id: string) {
  // Members first, a chunk a transaction (the audience is already deleted, so nothing shows them).
  for (;;) {
    const keys = await membersOf(db, id).limit(WRITE_CHUNK).primaryKeys();
    if (keys.length === 0) break;
    await db.audienceMembers.bulkDelete(keys);
  }
  await db.transaction('rw', db.audiences, db.audienceMembers, db.audienceOps, async () => {
    await membersOf(db, id).delete();
    await db.audienceOps.where('audienceId').equals(id).delete();
    await db.audiences.delete(id);
  });
}
