// What the address bar's keyword suggests for a typed prefix, read locally and free: fresh cached answers
// first (with their most telling technologies), then recent visits, then audience members. Key ranges only:
// a prefix of the cache's key (scope + endpoint + canonical params) and of the visits' kv keys.
import type { StackLensDB } from '@/lib/db/database';
import { cacheKey } from '@/lib/metered/cache-key';
import { displayDomain } from '@/lib/display/server-strings';
import type { DomainSuggestion } from '@/lib/messaging/features/reach';
import { KV_VISIT_PREFIX as VISIT_PREFIX } from '@/lib/db/kv-keys';
import { tellingFirst } from './telling';

/** How many suggestions the address bar shows (Chrome shows at most about six). */
export const SUGGESTION_LIMIT = 6;
/** How many technologies a cached suggestion names. */
export const SUGGESTED_TECHNOLOGIES = 3;

/** The typed text as the start of a domain: lower case, no scheme, no www., no path; null if it cannot start one. */
export function typedPrefix(text: string): string | null {
  const host = text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#\s]/)[0]!;
  return /^[a-z0-9.-]*$/.test(host) ? host : null;
}

interface CachedAnswer {
  active_technologies?: { name: string; category?: string | null }[];
}

export async function suggestDomains(db: StackLensDB, scope: string, text: string, now: number, limit = SUGGESTION_LIMIT): Promise<DomainSuggestion[]> {
  const prefix = typedPrefix(text);
  if (prefix === null) return [];
  const found = new Map<string, DomainSuggestion>();
  const add = (domain: string, source: DomainSuggestion['source'], technologies: string[] = []) => {
    if (found.size < limit && !found.has(domain)) found.set(domain, { domain, display: displayDomain(domain), source, technologies });
  };
  // `{"domain":"` + prefix: every cached lookup of a domain starting with it, under this key's scope.
  const start = cacheKey(scope, 'domain.technologies', { domain: prefix }).slice(0, -2);
  await db.cache
    .where('key')
    .startsWith(start)
    .until(() => found.size >= limit)
    .each((row) => {
      if (row.expiresAt <= now) return;
      const domain = (JSON.parse(row.key.slice(row.key.indexOf('{'))) as { domain: string }).domain;
      // The telling ones (ecommerce, CMS, marketing, analytics) first, not the first alphabetically.
      const names = tellingFirst((row.data as CachedAnswer).active_technologies ?? [], SUGGESTED_TECHNOLOGIES).map((t) => t.name);
      add(domain, 'cached', names);
    });
  const visits = await db.kv.where('key').startsWith(`${VISIT_PREFIX}${prefix}`).toArray();
  visits.sort((a, b) => ((b.value as { at: number }).at ?? 0) - ((a.value as { at: number }).at ?? 0));
  for (const visit of visits) add(visit.key.slice(VISIT_PREFIX.length), 'recent');
  for (const audience of await db.audiences.filter((a) => a.deletedAt === null).toArray()) {
    if (found.size >= limit) break;
    const members = await db.audienceMembers
      .where('[audienceId+domain]')
      .between([audience.id, prefix], [audience.id, `${prefix}\uffff`])
      .limit(limit)
      .toArray();
    for (const member of members) add(member.domain, 'audience');
  }
  return [...found.values()];
}
