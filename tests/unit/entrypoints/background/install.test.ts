// First install opens Settings; an update (the store's, or an unpacked build loaded again) is
// recorded in meta with the version it came from, and opens nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { META_LAST_UPDATE } from '@/lib/db/kv-keys';
import { eventually } from '../../async-bounds';
import { freshDb } from '../../lib/support/fake-api';

const listeners: ((details: { reason: string; previousVersion?: string }) => void)[] = [];
const tabs: string[] = [];

vi.mock('wxt/browser', () => ({
  browser: {
    runtime: {
      onInstalled: { addListener: (fn: (typeof listeners)[number]) => listeners.push(fn) },
      getManifest: () => ({ version: '0.2.0' }),
      getURL: (path: string) => `chrome-extension://id${path}`,
    },
    tabs: { create: vi.fn(async ({ url }: { url: string }) => void tabs.push(url)) },
  },
}));

const { registerInstallHandler } = await import('@/entrypoints/background/install');

beforeEach(() => {
  listeners.length = 0;
  tabs.length = 0;
});

describe('onInstalled', () => {
  it('an update records the version it came from, and opens no tab', async () => {
    const db = freshDb();
    registerInstallHandler(db);
    for (const fn of listeners) fn({ reason: 'update', previousVersion: '0.1.0' });
    const row = await eventually(async () => {
      const found = await db.meta.get(META_LAST_UPDATE);
      expect(found).toBeDefined();
      return found!;
    });
    expect(row.value).toEqual({ from: '0.1.0', to: '0.2.0', at: expect.any(Number) });
    expect(tabs).toEqual([]);
  });

  it('a first install opens Settings and records no update', async () => {
    const db = freshDb();
    registerInstallHandler(db);
    for (const fn of listeners) fn({ reason: 'install' });
    await eventually(() => expect(tabs).toEqual(['chrome-extension://id/options.html#settings']));
    expect(await db.meta.get(META_LAST_UPDATE)).toBeUndefined();
  });
});
