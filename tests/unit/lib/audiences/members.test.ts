// Members as exported (CSV with cached technologies) and the refresh estimate (not scanned in 7 days).
import { describe, expect, it } from 'vitest';
import { membersCsv, refreshEstimate, STALE_MS } from '@/lib/audiences/members';
import { memberPage } from '@/lib/audiences/member-pages';
import { memberRow } from '@/lib/audiences/store';
import { cacheKey } from '@/lib/metered/cache';
import { freshDb } from '../support/fake-api';

describe('membersCsv', () => {
  it('writes one row a member with its cached technologies, quoting commas and defusing formulas', () => {
    const csv = membersCsv([
      { domain: 'example.com', addedAt: Date.UTC(2026, 10, 1), lastScannedAt: Date.UTC(2026, 10, 20, 8), technologies: ['React', 'Shopify, Plus'] },
      { domain: 'example.org', addedAt: Date.UTC(2026, 10, 2), lastScannedAt: null, technologies: null },
      { domain: 'example.net', addedAt: Date.UTC(2026, 10, 3), lastScannedAt: null, technologies: ['=HYPERLINK("x")'] },
    ]);
    expect(csv.split('\n')).toEqual([
      'domain,added_at,last_scanned_at,technology_count,technologies',
      'example.com,2026-11-01T00:00:00.000Z,2026-11-20T08:00:00.000Z,2,"React; Shopify, Plus"',
      'example.org,2026-11-02T00:00:00.000Z,,,',
      `example.net,2026-11-03T00:00:00.000Z,,1,"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });
});

describe('refreshEstimate', () => {
  it('counts members never scanned or scanned more than 7 days ago (as the server skips them)', async () => {
    const db = freshDb();
    const now = Date.UTC(2026, 10, 23);
    await db.audienceMembers.bulkAdd([
      memberRow('a', 'never.com', 1, null),
      memberRow('a', 'old.com', 1, now - STALE_MS - 1),
      memberRow('a', 'edge.com', 1, now - STALE_MS),
      memberRow('a', 'fresh.com', 1, now - STALE_MS + 60_000),
      memberRow('b', 'other.com', 1, null),
    ]);
    expect(await refreshEstimate(db, 'a', now)).toEqual({ members: 4, stale: 2 });
  });
});

describe('memberPage', () => {
  it('names each member’s cached technologies without bidi controls (a name cannot display reversed)', async () => {
    const db = freshDb();
    await db.audienceMembers.bulkAdd([memberRow('a', 'shop.com', 1, null), memberRow('a', 'never.com', 2, null)]);
    const data = { domain: 'shop.com', active_technologies: [{ name: '\u202Etpircsavaj' }, { name: 'Shop\u2066ify\u2069' }] };
    await db.cache.put({
      key: cacheKey('scope', 'domain.technologies', { domain: 'shop.com' }),
      kind: 'domain',
      endpoint: 'domain.technologies',
      data,
      storedAt: 1,
      expiresAt: 2,
      lastUsedAt: 1,
      size: 1,
    });
    const page = await memberPage(db, 'a', { offset: 0, limit: 10, sort: 'domain', desc: false, query: '' }, 'scope', 0);
    expect(page.members.map((m) => [m.domain, m.technologies])).toEqual([
      ['never.com', null],
      ['shop.com', ['tpircsavaj', 'Shopify']],
    ]);
  });
});
