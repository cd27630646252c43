// An audience of 20,000 members, stored through the app's own writer (addMembers, 2,500 lines a
// batch as the import sends them): counted, paged, searched by the start of a domain, sorted and
// exported a page at a time, each answer carrying only the rows asked for.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMembers, createAudience, memberRow, removeMembers } from '@/lib/audiences/store';
import { exportPage, memberPage, searchPrefix, type MemberPageRequest } from '@/lib/audiences/member-pages';
import { refreshEstimate, STALE_MS } from '@/lib/audiences/members';
import { cacheKey } from '@/lib/metered/cache';
import type { StackLensDB } from '@/lib/db/database';
import { freshDb } from '../support/fake-api';

const SIZE = 20_000;
const NOW = Date.UTC(2026, 10, 26);
const SCOPE = 'https://api.test|acct';
/** site-00000.com … site-19999.com, in key order. */
const domain = (i: number) => `site-${String(i).padStart(5, '0')}.com`;
const request = (over: Partial<MemberPageRequest> = {}): MemberPageRequest => ({ offset: 0, limit: 100, sort: 'domain', desc: false, query: '', ...over });

let db: StackLensDB;
let id: string;

beforeAll(async () => {
  db = freshDb();
  id = (await createAudience(db, 'CRM export', NOW)).id;
  const lines = Array.from({ length: SIZE }, (_, i) => `https://www.${domain(i)}/`);
  for (let i = 0; i < lines.length; i += 2500) await addMembers(db, id, lines.slice(i, i + 2500), NOW);
  // Three members scanned by a refresh, three looked up (their cached technologies), one IDN.
  await db.audienceMembers.bulkPut([
    memberRow(id, domain(10), NOW, NOW - 1000),
    memberRow(id, domain(20), NOW, NOW - 3000),
    memberRow(id, domain(30), NOW, NOW - STALE_MS - 1),
  ]);
  for (const [i, count] of [
    [40, 3],
    [50, 7],
    [60, 1],
  ] as const) {
    await db.cache.put({
      key: cacheKey(SCOPE, 'domain.technologies', { domain: domain(i) }),
      kind: 'domain',
      endpoint: 'domain.technologies',
      data: { domain: domain(i), active_technologies: Array.from({ length: count }, (_, k) => ({ name: `Tech ${k}` })) },
      storedAt: NOW,
      expiresAt: NOW + 1,
      lastUsedAt: NOW,
      size: 1,
    });
  }
  await addMembers(db, id, ['bücher.de'], NOW);
}, 60_000);

describe('memberPage', () => {
  it('counts every member and sends only the page asked for, at any depth and in either direction', async () => {
    const first = await memberPage(db, id, request(), SCOPE, NOW);
    expect(first).toMatchObject({ total: SIZE + 1, matched: SIZE + 1, offset: 0 });
    expect(first.members.map((m) => m.domain)).toEqual(Array.from({ length: 100 }, (_, i) => domain(i)));
    const deep = await memberPage(db, id, request({ offset: 19_950, limit: 60 }), SCOPE, NOW);
    expect(deep.members.map((m) => m.domain)).toEqual([...Array.from({ length: 50 }, (_, i) => domain(19_950 + i)), 'xn--bcher-kva.de']);
    const reversed = await memberPage(db, id, request({ desc: true, limit: 3 }), SCOPE, NOW);
    expect(reversed.members.map((m) => m.domain)).toEqual(['xn--bcher-kva.de', domain(19_999), domain(19_998)]);
    expect((await memberPage(db, id, request({ offset: SIZE + 5 }), SCOPE, NOW)).members).toEqual([]);
  });

  it('finds members by the start of their domain through the key range, in either form of an IDN', async () => {
    const found = await memberPage(db, id, request({ query: 'SITE-1234' }), SCOPE, NOW);
    expect(found.matched).toBe(10);
    expect(found.total).toBe(SIZE + 1);
    expect(found.members.map((m) => m.domain)).toEqual(Array.from({ length: 10 }, (_, i) => domain(12_340 + i)));
    expect((await memberPage(db, id, request({ query: 'https://www.site-19999' }), SCOPE, NOW)).members.map((m) => m.domain)).toEqual([domain(19_999)]);
    for (const query of ['Bücher', 'xn--bcher']) {
      expect((await memberPage(db, id, request({ query }), SCOPE, NOW)).members.map((m) => m.domain)).toEqual(['xn--bcher-kva.de']);
    }
    expect(await memberPage(db, id, request({ query: 'nothing-like-it' }), SCOPE, NOW)).toMatchObject({ matched: 0, members: [] });
    expect(searchPrefix('  https://WWW.Shop.Example ')).toBe('shop.example');
  });

  it('sorts by last scan (never scanned first, or last when descending) through the index', async () => {
    const scanned = (await memberPage(db, id, request({ sort: 'lastScannedAt', desc: true, limit: 4 }), SCOPE, NOW)).members;
    expect(scanned.map((m) => [m.domain, m.lastScannedAt])).toEqual([
      [domain(10), NOW - 1000],
      [domain(20), NOW - 3000],
      [domain(30), NOW - STALE_MS - 1],
      [expect.any(String), null],
    ]);
    const ascending = await memberPage(db, id, request({ sort: 'lastScannedAt', offset: SIZE - 2, limit: 10 }), SCOPE, NOW);
    expect(ascending.members.map((m) => m.domain)).toEqual([domain(30), domain(20), domain(10)]);
    // With a search, the matching members are ordered in the worker.
    const searched = await memberPage(db, id, request({ sort: 'lastScannedAt', desc: true, query: 'site-000', limit: 3 }), SCOPE, NOW);
    expect(searched.members.map((m) => m.domain)).toEqual([domain(10), domain(20), domain(30)]);
  });

  it('sorts by the technologies cached for each member, most first when descending', async () => {
    const most = await memberPage(db, id, request({ sort: 'technologies', desc: true, limit: 4 }), SCOPE, NOW);
    expect(most.members.map((m) => [m.domain, m.technologies?.length ?? null])).toEqual([
      [domain(50), 7],
      [domain(40), 3],
      [domain(60), 1],
      [expect.any(String), null],
    ]);
    // Another account's cache names nothing here.
    const elsewhere = await memberPage(db, id, request({ sort: 'technologies', desc: true, limit: 1 }), 'https://other|acct', NOW);
    expect(elsewhere.members[0]!.technologies).toBeNull();
  });

  it('counts a member added or removed at once, in the change’s own answer', async () => {
    const added = await addMembers(db, id, ['new-member.com', 'site-00001.com'], NOW);
    expect(added).toMatchObject({ added: 1, duplicates: 1, members: SIZE + 2 });
    expect((await memberPage(db, id, request({ query: 'new-member' }), SCOPE, NOW)).matched).toBe(1);
    expect(await removeMembers(db, id, ['new-member.com'], NOW)).toEqual({ removed: 1, members: SIZE + 1 });
    expect(await db.audiences.get(id)).toMatchObject({ size: SIZE + 1, memberCount: SIZE + 1 });
  });

  it('counts the members a refresh would crawl by index', async () => {
    // Never scanned (20,000 - 3 + the IDN) and scanned more than 7 days ago (1).
    expect(await refreshEstimate(db, id, NOW)).toEqual({ members: SIZE + 1, stale: SIZE - 3 + 1 + 1 });
  });
});

describe('exportPage', () => {
  it('streams every member once, in domain order, header first', async () => {
    const parts: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof exportPage>> = await exportPage(db, id, after, 5000, SCOPE);
      parts.push(page.csv);
      after = page.next;
      pages++;
    } while (after !== null);
    const lines = parts.join('').trimEnd().split('\n');
    expect(pages).toBe(5);
    expect(lines[0]).toBe('domain,added_at,last_scanned_at,technology_count,technologies');
    expect(lines).toHaveLength(SIZE + 2);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(SIZE + 1);
    expect(lines[51]).toBe(`${domain(50)},2026-11-26T00:00:00.000Z,,7,Tech 0; Tech 1; Tech 2; Tech 3; Tech 4; Tech 5; Tech 6`);
  });
});
