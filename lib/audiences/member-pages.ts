// One page of an audience's members, as the members table and the CSV export read them: counted,
// searched and ordered by index, so a 100,000-member audience never crosses to a page whole. An order
// no index gives (technologies cached for each member) is built here in the worker, a chunk at a time.
import Dexie from 'dexie';
import { toASCII } from 'punycode/punycode.es6.js';
import type { AudienceMemberRow, StackLensDB } from '@/lib/db/database';
import { cachedTechnologies, CSV_HEADER, membersCsvRows, type MemberView } from './members';
import { membersOf, storedCount } from './store';

export type MemberSort = 'domain' | 'technologies' | 'lastScannedAt';

export interface MemberPageRequest {
  offset: number;
  limit: number;
  sort: MemberSort;
  desc: boolean;
  /** The start of a domain, in either form ("bücher" or "xn--bcher"); empty for every member. */
  query: string;
}

export interface MemberPage {
  /** Members of the audience in this browser. */
  total: number;
  /** Members the query matches (`total` without one). */
  matched: number;
  offset: number;
  members: MemberView[];
}

/** Members read a transaction at a time when a whole audience is walked (an order, the export). */
export const READ_CHUNK = 2000;

/** The stored (ASCII) start of a domain for a search: "https://www.Bücher" → "xn--bcher-kva". */
export function searchPrefix(query: string): string {
  const text = query
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '');
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  try {
    return toASCII(text);
  } catch {
    return text;
  }
}

/** Members whose domain starts with `prefix`, after `after` (exclusive) when given: the key range [id, prefix] .. [id, prefix + \uffff]. */
function prefixRange(db: StackLensDB, audienceId: string, prefix: string, after: string | null = null) {
  if (!prefix && after === null) return membersOf(db, audienceId);
  const upper = prefix ? [audienceId, `${prefix}\uffff`] : [audienceId, Dexie.maxKey];
  return db.audienceMembers.where('[audienceId+domain]').between([audienceId, after ?? prefix], upper, after === null, true);
}

/**
 * One page of the CSV export: the next `limit` members in domain order after `after` (keyset paging,
 * so each page costs the same however deep), the header before the first. `next` is null after the last.
 */
export async function exportPage(
  db: StackLensDB,
  audienceId: string,
  after: string | null,
  limit: number,
  scope: string,
): Promise<{ csv: string; rows: number; next: string | null }> {
  const members = await prefixRange(db, audienceId, '', after).limit(limit).toArray();
  const csv = (after === null ? CSV_HEADER : '') + membersCsvRows(await views(db, members, scope));
  return { csv, rows: members.length, next: members.length < limit ? null : members[members.length - 1]!.domain };
}

interface Order {
  stamp: string;
  builtAt: number;
  domains: string[];
}
/**
 * Rows read by offset straight from an index. Deeper, an order is built once and sliced: skipping n
 * entries of a cursor costs n steps (and far more in fake-indexeddb, which the unit tests use).
 */
const DIRECT_ROWS = 300;

/** Orders built lately, per database; rebuilt when the audience changes or after ORDER_TTL_MS (lookups add technologies). */
const orders = new WeakMap<StackLensDB, Map<string, Order>>();
const ORDER_TTL_MS = 60_000;
const ORDERS_KEPT = 4;

/** Every matching member's domain, ascending by `sort` (ties by domain), read READ_CHUNK members a transaction. */
async function buildOrder(db: StackLensDB, audienceId: string, prefix: string, sort: MemberSort, scope: string): Promise<string[]> {
  if (sort === 'domain') {
    // The key order itself: only the keys are read.
    const domains: string[] = [];
    for (let after: string | null = null; ;) {
      const keys = await prefixRange(db, audienceId, prefix, after).limit(READ_CHUNK).primaryKeys();
      for (const key of keys) domains.push(key[1]);
      if (keys.length < READ_CHUNK) return domains;
      after = domains[domains.length - 1]!;
    }
  }
  const entries: { domain: string; value: number }[] = [];
  for (let after: string | null = null; ;) {
    const chunk: AudienceMemberRow[] = await prefixRange(db, audienceId, prefix, after).limit(READ_CHUNK).toArray();
    const techs =
      sort === 'technologies'
        ? await cachedTechnologies(
            db,
            chunk.map((m) => m.domain),
            scope,
          )
        : null;
    for (const m of chunk) entries.push({ domain: m.domain, value: techs ? (techs.get(m.domain)?.length ?? -1) : (m.lastScannedAt ?? -1) });
    if (chunk.length < READ_CHUNK) break;
    after = chunk[chunk.length - 1]!.domain;
  }
  // Stable: members read in domain order keep it among equal values.
  return entries.sort((a, b) => a.value - b.value).map((e) => e.domain);
}

async function orderedDomains(
  db: StackLensDB,
  audienceId: string,
  prefix: string,
  sort: MemberSort,
  scope: string,
  stamp: string,
  now: number,
): Promise<string[]> {
  const kept = orders.get(db) ?? new Map<string, Order>();
  orders.set(db, kept);
  const key = JSON.stringify([audienceId, prefix, sort, scope]);
  const hit = kept.get(key);
  if (hit && hit.stamp === stamp && now - hit.builtAt < ORDER_TTL_MS) return hit.domains;
  const domains = await buildOrder(db, audienceId, prefix, sort, scope);
  kept.delete(key);
  kept.set(key, { stamp, builtAt: now, domains });
  while (kept.size > ORDERS_KEPT) kept.delete(kept.keys().next().value!);
  return domains;
}

/**
 * Members of an audience in this browser: the count kept with its members (the row's `size` is the
 * server's once synced); counted by index once, and kept, for a row from before it was kept.
 */
export async function countMembers(db: StackLensDB, audienceId: string): Promise<number> {
  const row = await db.audiences.get(audienceId);
  if (!row) return membersOf(db, audienceId).count();
  if (row.memberCount !== undefined) return row.memberCount;
  return db.transaction('rw', db.audiences, db.audienceMembers, async () => {
    const now = await db.audiences.get(audienceId);
    const count = now ? await storedCount(db, now) : 0;
    if (now) await db.audiences.update(audienceId, { memberCount: count });
    return count;
  });
}

/** Rows as the table shows them, with each one's cached technologies (free: the response cache only). */
async function views(db: StackLensDB, rows: readonly AudienceMemberRow[], scope: string): Promise<MemberView[]> {
  const techs = await cachedTechnologies(
    db,
    rows.map((m) => m.domain),
    scope,
  );
  return rows.map((m) => ({ domain: m.domain, addedAt: m.addedAt, lastScannedAt: m.lastScannedAt, technologies: techs.get(m.domain) ?? null }));
}

/**
 * One page of members. Near the top of the domain and last-scan orders it is read by index at its
 * offset (the first rows of a 100,000-member audience in milliseconds); deeper, and in the orders no
 * index gives, the order is built once in the worker (a chunk a transaction) and sliced. `scope` is
 * the base URL and account whose cached lookups name the technologies.
 */
export async function memberPage(db: StackLensDB, audienceId: string, request: MemberPageRequest, scope: string, now: number): Promise<MemberPage> {
  const { offset, limit, sort, desc } = request;
  const prefix = searchPrefix(request.query);
  const total = await countMembers(db, audienceId);
  const matched = prefix ? await prefixRange(db, audienceId, prefix).count() : total;
  let rows: AudienceMemberRow[];
  if (offset + limit <= DIRECT_ROWS && (sort === 'domain' || (sort === 'lastScannedAt' && !prefix))) {
    const range =
      sort === 'domain'
        ? prefixRange(db, audienceId, prefix)
        : db.audienceMembers.where('[audienceId+scanKey]').between([audienceId, Dexie.minKey], [audienceId, Dexie.maxKey]);
    rows = await (desc ? range.reverse() : range).offset(offset).limit(limit).toArray();
  } else {
    const audience = await db.audiences.get(audienceId);
    const stamp = `${matched}|${audience?.updatedAt ?? ''}|${audience?.lastRefreshedAt ?? ''}|${audience?.membersPulledAt ?? ''}`;
    const order = await orderedDomains(db, audienceId, prefix, sort, scope, stamp, now);
    const end = Math.max(0, order.length - offset);
    const slice = desc ? order.slice(Math.max(0, end - limit), end).reverse() : order.slice(offset, offset + limit);
    const found = await db.audienceMembers.bulkGet(slice.map((d) => [audienceId, d] as [string, string]));
    rows = found.filter((m): m is AudienceMemberRow => m !== undefined);
  }
  return { total, matched, offset, members: await views(db, rows, scope) };
}
