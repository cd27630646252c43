// StackLens's context menu items exist in both browsers: created once per install in Chrome (MV3 menus
// outlive the worker), at every background start in Firefox (an MV2 page's menus live only as long as
// the page), as lib/platform.ts says. A link's item opens its site's domain view.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platformTraits } from '@/lib/platform';

let menus: { id: string; title: string; contexts: string[] }[] = [];
const listeners: Record<string, ((...args: never[]) => void)[]> = {};
const on = (name: string) => ({ addListener: (fn: (...args: never[]) => void) => (listeners[name] ??= []).push(fn) });

vi.mock('wxt/browser', async () => ({
  browser: {
    // The menu titles come from the catalogs (English in unit tests).
    i18n: { getMessage: (await import('../../i18n-fake')).englishMessage, getUILanguage: () => 'en' },
    contextMenus: {
      removeAll: vi.fn(async () => void (menus = [])),
      create: vi.fn((item: { id: string; title: string; contexts: string[] }) => {
        if (menus.some((m) => m.id === item.id)) throw new Error(`duplicate id ${item.id}`);
        menus.push(item);
      }),
      onClicked: on('clicked'),
    },
    runtime: { onInstalled: on('installed') },
  },
}));

const { registerContextMenus } = await import('@/entrypoints/background/context-menus');

const handlers = {
  'audiences.contextAdd': vi.fn(async () => ({})),
  'reach.open': vi.fn(async () => ({})),
} as never as Parameters<typeof registerContextMenus>[0] & Record<'audiences.contextAdd' | 'reach.open', ReturnType<typeof vi.fn>>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fire = async (name: string, ...args: unknown[]) => {
  for (const fn of listeners[name] ?? []) (fn as (...a: unknown[]) => void)(...args);
  await settle();
};
const ids = () => menus.map((m) => m.id);
const BOTH = ['stacklens-add-to-audience', 'stacklens-lookup-link'];

beforeEach(() => {
  menus = [];
  for (const key of Object.keys(listeners)) delete listeners[key];
  vi.clearAllMocks();
});

describe('the context menu', () => {
  it('MV3: created on install or update, not again when the worker restarts', async () => {
    registerContextMenus(handlers, platformTraits(3));
    await settle();
    expect(ids()).toEqual([]);
    await fire('installed', { reason: 'install' });
    expect(ids()).toEqual(BOTH);
    // A worker restart registers again; the menus Chrome kept are not created twice.
    registerContextMenus(handlers, platformTraits(3));
    await settle();
    expect(ids()).toEqual(BOTH);
  });

  it('MV2: created at every background start, so it is there after a browser restart (no onInstalled then)', async () => {
    registerContextMenus(handlers, platformTraits(2));
    await settle();
    expect(ids()).toEqual(BOTH);
    expect(listeners.installed ?? []).toEqual([]);
    menus = [];
    registerContextMenus(handlers, platformTraits(2));
    await settle();
    expect(ids()).toEqual(BOTH);
  });

  it('offers "Add to audience" on pages and links, the lookup on links only, named for any link', async () => {
    registerContextMenus(handlers, platformTraits(2));
    await settle();
    expect(menus).toEqual([
      { id: 'stacklens-add-to-audience', title: 'Add to StackLens audience', contexts: ['page', 'link'] },
      { id: 'stacklens-lookup-link', title: 'Look up this link’s site in StackLens', contexts: ['link'] },
    ]);
  });

  it('a click on "Add to audience" adds the page or link through audiences.contextAdd, in both', async () => {
    for (const version of [2, 3] as const) {
      registerContextMenus(handlers, platformTraits(version));
      await fire('clicked', { menuItemId: 'stacklens-add-to-audience', pageUrl: 'https://example.com/a', linkUrl: 'https://other.org/' });
      expect(handlers['audiences.contextAdd']).toHaveBeenLastCalledWith({ pageUrl: 'https://example.com/a', linkUrl: 'https://other.org/' });
      expect(handlers['reach.open']).not.toHaveBeenCalled();
    }
  });

  it('a click on the lookup opens the link’s site (not the page’s) in a new tab through reach.open', async () => {
    registerContextMenus(handlers, platformTraits(3));
    await fire('clicked', { menuItemId: 'stacklens-lookup-link', pageUrl: 'https://example.com/a', linkUrl: 'https://blog.other.co.uk/post' });
    expect(handlers['reach.open']).toHaveBeenCalledWith({ input: 'https://blog.other.co.uk/post', where: 'newTab' });
    expect(handlers['audiences.contextAdd']).not.toHaveBeenCalled();
  });
});
