// IndexedDB full (QuotaExceededError): the worker's answer says what happened and what to do, with a
// `kind` the page rebuilds, and nothing already stored is lost (the failed write's transaction is undone).
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, StorageFullError } from '@/lib/api/errors';
import { errorText } from '@/lib/display/error-text';
import { takenBy } from '@/lib/metered/storage-stats';
import { dispatch } from '@/lib/messaging/background';
import { createHandlers } from '@/lib/worker/handlers';
import { freshDb } from '../support/fake-api';

const full = () => Dexie.Promise.reject(new Dexie.QuotaExceededError('disk full')) as never;

function setup() {
  const db = freshDb();
  const handlers = createHandlers({ db, defaultBaseUrl: 'http://127.0.0.1:9', fetch: vi.fn() });
  return { db, ask: (type: string, payload: unknown) => dispatch(handlers, type, payload) as Promise<{ ok: boolean; data?: unknown; error?: unknown }> };
}

describe('a full disk', () => {
  it('refuses a settings change with the storage message and keeps the saved settings', async () => {
    const { db, ask } = setup();
    expect(await ask('settings.update', { badge: false })).toMatchObject({ ok: true, data: { badge: false } });
    vi.spyOn(db.kv, 'put').mockImplementation(full);
    const reply = await ask('settings.update', { badge: true });
    // Nothing of StackLens's takes the space here: it does not say "Clear the cache" (its cache is empty).
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ kind: 'storage_full', takenBy: 'other' }) });
    const message = (reply.error as { message: string }).message;
    expect(message).not.toMatch(/Clear the cache/);
    expect(message).toMatch(/StackLens’s own data is small/);
    vi.restoreAllMocks();
    expect(await ask('settings.get', {})).toMatchObject({ ok: true, data: { badge: false } });
    // The page rebuilds it as the typed error, with the same words, and shows them in its language.
    const rebuilt = ApiError.fromData(reply.error);
    expect([rebuilt.name, rebuilt.message]).toEqual(['StorageFullError', message]);
    expect(errorText(rebuilt)).not.toMatch(/Clear the cache/);
  });

  it('refuses members added to an audience and keeps the members it had, and their queued change', async () => {
    const { db, ask } = setup();
    const created = (await ask('audiences.create', { name: 'Leads' })) as { data: { id: string } };
    const id = created.data.id;
    await ask('audiences.addMembers', { id, lines: ['a.com', 'b.com'] });
    const opsBefore = await db.audienceOps.count();
    vi.spyOn(db.audienceMembers, 'bulkAdd').mockImplementation(full);
    const reply = await ask('audiences.addMembers', { id, lines: ['c.com'] });
    vi.restoreAllMocks();
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ kind: 'storage_full' }) });
    expect((await db.audienceMembers.toArray()).map((m) => m.domain).sort()).toEqual(['a.com', 'b.com']);
    expect(await db.audienceOps.count()).toBe(opsBefore);
    expect((await db.audiences.get(id))?.size).toBe(2);
  });
});

describe('what takes the space', () => {
  const view = (cacheBytes: number, ledgerRows: number, members: number) => ({
    cache: { entries: 1, bytes: cacheBytes, maxBytes: 50_000_000 },
    ledger: { rows: ledgerRows, foldedMonths: 0, oldestAt: null },
    audiences: { audiences: 1, members },
  });

  it('is the largest of StackLens’s stores, or none of them when all are small', () => {
    expect(takenBy(view(40_000_000, 1_000, 1_000))).toBe('cache');
    expect(takenBy(view(0, 200_000, 1_000))).toBe('ledger');
    expect(takenBy(view(1_000_000, 1_000, 300_000))).toBe('audiences');
    expect(takenBy(view(0, 0, 0))).toBe('other');
    expect(takenBy(view(200_000, 100, 100))).toBe('other');
  });

  it('is named in the message, in the reader’s language: clearing the cache only when the cache takes it', () => {
    const text = (by: 'cache' | 'ledger' | 'audiences' | 'other' | undefined) => errorText(new StorageFullError({ takenBy: by }));
    expect(text('cache')).toMatch(/cache takes most of it.*Clear the cache in Settings › Storage/);
    expect(text('ledger')).toMatch(/ledger/);
    expect(text('audiences')).toMatch(/audiences/i);
    for (const by of ['ledger', 'audiences', 'other', undefined] as const) expect(text(by)).not.toMatch(/Clear the cache/);
    for (const by of ['cache', 'ledger', 'audiences', 'other'] as const) expect(new StorageFullError({ takenBy: by }).message).toBe(text(by));
  });
});
