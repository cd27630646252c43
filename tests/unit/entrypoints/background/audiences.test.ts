// The "Add to StackLens audience" context menu exists in both browsers: created once per install in
// Chrome (MV3 menus outlive the worker), at every background start in Firefox (an MV2 page's menus
// live only as long as the page), as lib/platform.ts says.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platformTraits } from '@/lib/platform';

let menus: string[] = [];
const listeners: Record<string, ((...args: never[]) => void)[]> = {};
const on = (name: string) => ({ addListener: (fn: (...args: never[]) => void) => (listeners[name] ??= []).push(fn) });

vi.mock('wxt/browser', () => ({
  browser: {
    contextMenus: {
      removeAll: vi.fn(async () => void (menus = [])),
      create: vi.fn(({ id }: { id: string }) => {
        if (menus.includes(id)) throw new Error(`duplicate id ${id}`);
        menus.push(id);
      }),
      onClicked: on('clicked'),
    },
    runtime: { onInstalled: on('installed') },
    alarms: { onAlarm: on('alarm') },
  },
}));

const { registerAudiences } = await import('@/entrypoints/background/audiences');

const handlers = { 'audiences.sync': async () => ({}), 'audiences.contextAdd': vi.fn(async () => ({})) } as never as Parameters<typeof registerAudiences>[0];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fire = async (name: string, ...args: unknown[]) => {
  for (const fn of listeners[name] ?? []) (fn as (...a: unknown[]) => void)(...args);
  await settle();
};

beforeEach(() => {
  menus = [];
  for (const key of Object.keys(listeners)) delete listeners[key];
});

describe('the audience context menu', () => {
  it('MV3: created on install or update, not again when the worker restarts', async () => {
    registerAudiences(handlers, platformTraits(3));
    await settle();
    expect(menus).toEqual([]);
    await fire('installed', { reason: 'install' });
    expect(menus).toEqual(['stacklens-add-to-audience']);
    // A worker restart registers again; the menu Chrome kept is not created twice.
    registerAudiences(handlers, platformTraits(3));
    await settle();
    expect(menus).toEqual(['stacklens-add-to-audience']);
  });

  it('MV2: created at every background start, so it is there after a browser restart (no onInstalled then)', async () => {
    registerAudiences(handlers, platformTraits(2));
    await settle();
    expect(menus).toEqual(['stacklens-add-to-audience']);
    expect(listeners.installed ?? []).toEqual([]);
    // Firefox restarted: the page starts again with no menus left.
    menus = [];
    registerAudiences(handlers, platformTraits(2));
    await settle();
    expect(menus).toEqual(['stacklens-add-to-audience']);
  });

  it('a click on it adds the page or link through the audiences.contextAdd handler, in both', async () => {
    for (const version of [2, 3] as const) {
      registerAudiences(handlers, platformTraits(version));
      await fire('clicked', { menuItemId: 'stacklens-add-to-audience', pageUrl: 'https://example.com/a', linkUrl: 'https://other.org/' });
      expect(handlers['audiences.contextAdd']).toHaveBeenLastCalledWith({ pageUrl: 'https://example.com/a', linkUrl: 'https://other.org/' });
    }
  });
});
