// Members as the pages see them: with the technologies cached for each (free: the response cache
// only), the server's last scan, and the CSV export.
import type { ApiClient } from '@/lib/metered/client';
import { cacheKey } from '@/lib/metered/cache';
import type { AudienceRow, StackLensDB } from '@/lib/db/database';
import { clearSavedProfiles, membersOf } from './store';
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

export async function memberViews(db: StackLensDB, audienceId: string, scope: string): Promise<MemberView[]> {
  const members = await membersOf(db, audienceId).toArray();
  const techs = await cachedTechnologies(
    db,
    members.map((m) => m.domain),
    scope,
  );
  return members.map((m) => ({ domain: m.domain, addedAt: m.addedAt, lastScannedAt: m.lastScannedAt, technologies: techs.get(m.domain) ?? null }));
}

/**
 * The server's members (free, 1,000 a page): their last scan wins; members added elsewhere (a recipe
 * build, another browser) are added here unless a queued local removal says otherwise.
 */
export async function pullMembers(db: StackLensDB, api: ApiClient, audience: AudienceRow): Promise<void> {
  if (!audience.remoteId) return;
  const remote: { domain: string; added_at: string; last_scanned_at: string | null }[] = [];
  for (let offset = 0; ; offset += 1000) {
    const { data } = await api.call('audiences.members', { id: audience.remoteId, limit: 1000, offset }, { refresh: true });
    remote.push(...data.members);
    if (data.members.length === 0 || offset + data.members.length >= data.total) break;
  }
  const removing = new Set(
    (await db.audienceOps.where('audienceId').equals(audience.id).toArray()).filter((o) => o.type === 'remove').flatMap((o) => o.domains ?? []),
  );
  await db.transaction('rw', [db.audienceMembers, db.audiences, db.meta, db.cache], async () => {
    const keys = remote.map((m) => [audience.id, m.domain] as [string, string]);
    const local = await db.audienceMembers.bulkGet(keys);
    // Members added elsewhere (a build, another browser): profiles saved here describe fewer members.
    if (remote.some((m, i) => !local[i] && !removing.has(m.domain))) await clearSavedProfiles(db, audience.remoteId);
    const rows = remote
      .map((m, i) => ({ m, mine: local[i] }))
      .filter(({ m, mine }) => mine || !removing.has(m.domain))
      .map(({ m, mine }) => ({
        audienceId: audience.id,
        domain: m.domain,
        addedAt: mine?.addedAt ?? Date.parse(m.added_at),
        lastScannedAt: m.last_scanned_at ? Date.parse(m.last_scanned_at) : null,
      }));
    await db.audienceMembers.bulkPut(rows);
    const size = await membersOf(db, audience.id).count();
    await db.audiences.update(audience.id, { size });
  });
}

export const STALE_MS = 7 * 24 * 60 * 60 * 1000;

/** Members a refresh would crawl (contract.md: not scanned in the last 7 days), 1 credit each. */
export async function refreshEstimate(db: StackLensDB, audienceId: string, now: number): Promise<{ members: number; stale: number }> {
  const members = await membersOf(db, audienceId).toArray();
  return { members: members.length, stale: members.filter((m) => m.lastScannedAt === null || now - m.lastScannedAt > STALE_MS).length };
}

/** Members as CSV: domain, added, last scan, cached technologies (semicolon-separated). */
export function membersCsv(members: readonly MemberView[]): string {
  const iso = (t: number | null) => (t === null ? '' : new Date(t).toISOString());
  const lines = ['domain,added_at,last_scanned_at,technology_count,technologies'];
  for (const m of members) {
    lines.push(
      [m.domain, iso(m.addedAt), iso(m.lastScannedAt), m.technologies === null ? '' : String(m.technologies.length), (m.technologies ?? []).join('; ')]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
