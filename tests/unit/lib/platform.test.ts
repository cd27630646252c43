// Chrome (MV3) and Firefox (MV2) differences, read from one table (lib/platform.ts).
import { describe, expect, it } from 'vitest';
import { platformTraits, toolbarApi, type ToolbarApi } from '@/lib/platform';

describe('platform traits', () => {
  it('MV3 (Chrome): a service worker, `_execute_action`, menus created once per install, omnibox markup', () => {
    expect(platformTraits(3)).toEqual({
      manifestVersion: 3,
      background: 'service-worker',
      openPopupCommand: '_execute_action',
      contextMenusPersist: true,
      omniboxMarkup: true,
    });
  });

  it('MV2 (Firefox): a persistent page, `_execute_browser_action`, menus created at every start, plain omnibox text', () => {
    expect(platformTraits(2)).toEqual({
      manifestVersion: 2,
      background: 'persistent-page',
      openPopupCommand: '_execute_browser_action',
      contextMenusPersist: false,
      omniboxMarkup: false,
    });
  });

  it('finds the toolbar API of either manifest version, and says so when neither exists', () => {
    const api = (name: string) =>
      ({ name, setBadgeText: async () => undefined, setBadgeBackgroundColor: async () => undefined }) as ToolbarApi & { name: string };
    expect((toolbarApi({ action: api('action') }) as ToolbarApi & { name: string }).name).toBe('action');
    expect((toolbarApi({ browserAction: api('browserAction') }) as ToolbarApi & { name: string }).name).toBe('browserAction');
    expect(() => toolbarApi({})).toThrow(/action \(MV3\) nor browserAction \(MV2\)/);
  });
});
