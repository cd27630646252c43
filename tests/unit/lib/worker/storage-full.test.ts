// IndexedDB full (QuotaExceededError): the worker's answer says what happened and what to do, with a
// `kind` the page rebuilds, and nothing already stored is lost (the failed write's transaction is undone).
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, STORAGE_FULL_MESSAGE } from '@/lib/api/errors';
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
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ kind: 'storage_full', message: STORAGE_FULL_MESSAGE }) });
    vi.restoreAllMocks();
    expect(await ask('settings.get', {})).toMatchObject({ ok: true, data: { badge: false } });
    // The page rebuilds it as the typed error, with the same words.
    const rebuilt = ApiError.fromData(reply.error);
    expect([rebuilt.name, rebuilt.message]).toEqual(['StorageFullError', STORAGE_FULL_MESSAGE]);
    expect(STORAGE_FULL_MESSAGE).toMatch(/Settings › Storage/);
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
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ kind: 'storage_full', message: STORAGE_FULL_MESSAGE }) });
    expect((await db.audienceMembers.toArray()).map((m) => m.domain).sort()).toEqual(['a.com', 'b.com']);
    expect(await db.audienceOps.count()).toBe(opsBefore);
    expect((await db.audiences.get(id))?.size).toBe(2);
  });
});
