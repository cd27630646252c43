// Members as the pages see them: with the technologies cached for each (free: the response cache
// only), the server's last scan, and the CSV export. Pages of them: member-pages.ts.
import Dexie from 'dexie';
import type { ApiClient } from '@/lib/metered/client';
import { cacheKey } from '@/lib/metered/cache';
import type { AudienceRow, StackLensDB } from '@/lib/db/database';
import { clearSavedProfiles, memberRow, membersOf, storedCount, WRITE_CHUNK } from './store';
import { csvField } from '@/lib/export/export';
import { stripBidi } from '@/lib/display/server-strings';

export interface MemberView {
  domain: string;
  addedAt: number;
  lastScannedAt: number | null;
  /** Technologies in the cached lookup of the domain; null when it was never looked up. */
  technologies: string[] | null;
}

/**
 * Names of the active technologies cached for each domain in this base URL and account (`scope`); reading
 * is free. The cache keeps the API's answers as they came, so names leave here as every server string does
 * (lib/display/server-strings.ts): without bidi controls.
 */
export async function cachedTechnologies(db: StackLensDB, domains: readonly string[], scope: string): Promise<Map<string, string[]>> {
  const rows = await db.cache.bulkGet(domains.map((domain) => cacheKey(scope, 'domain.technologies', { domain })));
  const out = new Map<string, string[]>();
  rows.forEach((row, i) => {
    const techs = (row?.data as { active_technologies?: { name: string }[] } | undefined)?.active_technologies;
    if (techs)
      out.set(
        domains[i]!,
        techs.map((t) => stripBidi(t.name)),
      );
  });
  return out;
}

/** Members asked of the server a page at a time (the contract's most). */
export const PULL_PAGE = 1000;

export interface PulledPage {
  /** Members the server sent in this page. */
  pulled: number;
  /** Members of the audience on the server. */
  total: number;
  /** The offset of the next page, null after the last. */
  next: number | null;
}

/**
 * One page of the server's members (free): their last scan wins; members added elsewhere (a recipe
 * build, another browser) are added here unless a queued local removal says otherwise. When a member
 * changed, the audience's `membersPulledAt` says so, so an open members table re-reads its rows.
 */
export async function pullMemberPage(db: StackLensDB, api: ApiClient, audience: AudienceRow, offset: number, now: number): Promise<PulledPage> {
  if (!audience.remoteId) return { pulled: 0, total: 0, next: null };
  const { data } = await api.call('audiences.members', { id: audience.remoteId, limit: PULL_PAGE, offset }, { refresh: true });
  const remote = data.members;
  const removing = new Set(
    (await db.audienceOps.where('audienceId').equals(audience.id).toArray()).filter((o) => o.type === 'remove').flatMap((o) => o.domains ?? []),
  );
  // A transaction per chunk: a 100,000-member pull never holds the members table for seconds.
  for (let start = 0; start < remote.length; start += WRITE_CHUNK) {
    const part = remote.slice(start, start + WRITE_CHUNK);
    await db.transaction('rw', [db.audienceMembers, db.audiences, db.meta, db.cache], async () => {
      const local = await db.audienceMembers.bulkGet(part.map((m) => [audience.id, m.domain] as [string, string]));
      // Members added elsewhere (a build, another browser): profiles saved here describe fewer members.
      if (part.some((m, i) => !local[i] && !removing.has(m.domain))) await clearSavedProfiles(db, audience.remoteId);
      const scanned = (m: (typeof part)[number]) => (m.last_scanned_at ? Date.parse(m.last_scanned_at) : null);
      const rows = part
        .map((m, i) => ({ m, mine: local[i] }))
        .filter(({ m, mine }) => mine || !removing.has(m.domain))
        .map(({ m, mine }) => memberRow(audience.id, m.domain, mine?.addedAt ?? Date.parse(m.added_at), scanned(m)));
      const changed = part.some((m, i) => (local[i] ? local[i].lastScannedAt !== scanned(m) : !removing.has(m.domain)));
      const row = await db.audiences.get(audience.id);
      const before = row ? await storedCount(db, row) : 0;
      await db.audienceMembers.bulkPut(rows);
      const added = part.filter((m, i) => !local[i] && !removing.has(m.domain)).length;
      if (row) await db.audiences.update(audience.id, { memberCount: before + added, ...(changed ? { membersPulledAt: now } : {}) });
    });
  }
  const next = remote.length === 0 || offset + remote.length >= data.total ? null : offset + remote.length;
  if (next === null) {
    const row = await db.audiences.get(audience.id);
    if (row) await db.audiences.update(audience.id, { size: await storedCount(db, row) });
  }
  return { pulled: remote.length, total: data.total, next };
}

/** Every page of the server's members (free), one after the other. */
export async function pullMembers(db: StackLensDB, api: ApiClient, audience: AudienceRow, now: number): Promise<void> {
  for (let offset: number | null = 0; offset !== null;) offset = (await pullMemberPage(db, api, audience, offset, now)).next;
}

export const STALE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Members a refresh would crawl (contract.md: not scanned in the last 7 days), 1 credit each; counted
 * by the [audienceId+scanKey] index (a never-scanned member's scanKey is 0).
 */
export async function refreshEstimate(db: StackLensDB, audienceId: string, now: number): Promise<{ members: number; stale: number }> {
  const members = await membersOf(db, audienceId).count();
  const stale = await db.audienceMembers
    .where('[audienceId+scanKey]')
    .between([audienceId, Dexie.minKey], [audienceId, now - STALE_MS], true, false)
    .count();
  return { members, stale };
}

/** The most members one batch of lookups offers (the page sends them one lookup at a time). */
export const SCANNED_BATCH_MAX = 1000;

/** Members with a last scan on the server (a refresh crawled them), in domain order, at most SCANNED_BATCH_MAX. */
export async function scannedMembers(db: StackLensDB, audienceId: string): Promise<string[]> {
  const rows = await db.audienceMembers.where('[audienceId+scanKey]').between([audienceId, 1], [audienceId, Dexie.maxKey], true, true).toArray();
  return rows
    .map((m) => m.domain)
    .sort()
    .slice(0, SCANNED_BATCH_MAX);
}

/** The crawled members to look up (no fresh cached lookup), and how many are cached already (free). */
export async function scannedLookups(
  db: StackLensDB,
  audienceId: string,
  cached: (domain: string) => Promise<boolean>,
): Promise<{ domains: string[]; cached: number }> {
  const domains: string[] = [];
  let free = 0;
  for (const domain of await scannedMembers(db, audienceId)) {
    if (await cached(domain)) free += 1;
    else domains.push(domain);
  }
  return { domains, cached: free };
}

export const CSV_HEADER = 'domain,added_at,last_scanned_at,technology_count,technologies\n';

/** Members as CSV rows, each ending in a newline: domain, added, last scan, cached technologies (semicolon-separated). */
export function membersCsvRows(members: readonly MemberView[]): string {
  const iso = (t: number | null) => (t === null ? '' : new Date(t).toISOString());
  let out = '';
  for (const m of members) {
    out += `${[m.domain, iso(m.addedAt), iso(m.lastScannedAt), m.technologies === null ? '' : String(m.technologies.length), (m.technologies ?? []).join('; ')]
      .map(csvField)
      .join(',')}\n`;
  }
  return out;
}

/** Members as a whole CSV file (header and rows). */
export function membersCsv(members: readonly MemberView[]): string {
  return CSV_HEADER + membersCsvRows(members);
}
