// Where Chrome (MV3) and Firefox (MV2) behave differently, said once. Pure data and small helpers,
// no `browser` import: wxt.config.ts reads it at build time, the background at run time.
//
// | What                | Chrome, MV3                                   | Firefox, MV2                                        |
// | ------------------- | --------------------------------------------- | --------------------------------------------------- |
// | background          | service worker: stopped when idle, memory lost | background page: kept running while Firefox runs   |
// | toolbar API         | `action`                                      | `browserAction`                                     |
// | popup shortcut      | `_execute_action`                             | `_execute_browser_action` (`_execute_action` is ignored in MV2) |
// | context menus       | kept across worker and browser restarts:      | a persistent background page's menus live as long as |
// |                     | created once per install or update            | the page: created at every background start          |
// | alarms              | wake a stopped worker; at most every 30 s     | fire in the running page; same periods honoured     |
// | notifications       | `basic` with an extension icon URL            | only `basic` exists; the same call works            |
// | omnibox suggestions | XML markup (`<match>`, `<dim>`), text escaped | plain text: markup would show as typed              |
//
// Alarms and notifications need no branch: the calls StackLens makes (periodic alarms of 30 s, basic
// notifications with an icon) behave the same in both, so they are tested once per browser in the e2e
// suites rather than switched here: a lead list settled by the alarm with no page open, and its
// notification (tests/e2e/lead-lists.spec.ts in Chrome's worker, tests/firefox/background.spec.ts in
// Firefox's page). Context menus and the toolbar API: tests/unit/lib/platform.test.ts and
// tests/unit/entrypoints/background/context-menus.test.ts, both manifest versions.

export type ManifestVersion = 2 | 3;

export interface PlatformTraits {
  manifestVersion: ManifestVersion;
  /** How the background runs: a worker the browser stops when idle, or a page that keeps running. */
  background: 'service-worker' | 'persistent-page';
  /** The manifest `commands` name that opens the toolbar popup (a keyboard "click" granting activeTab). */
  openPopupCommand: '_execute_action' | '_execute_browser_action';
  /** Whether context menus outlive the background: if not, they are created at every background start. */
  contextMenusPersist: boolean;
  /** Whether the address bar reads a suggestion's description as XML markup (escaped text, `<match>`, `<dim>`). */
  omniboxMarkup: boolean;
}

export function platformTraits(manifestVersion: ManifestVersion): PlatformTraits {
  return manifestVersion === 3
    ? { manifestVersion, background: 'service-worker', openPopupCommand: '_execute_action', contextMenusPersist: true, omniboxMarkup: true }
    : { manifestVersion, background: 'persistent-page', openPopupCommand: '_execute_browser_action', contextMenusPersist: false, omniboxMarkup: false };
}

/** The traits of the running build (WXT sets MANIFEST_VERSION at build time). */
export function currentPlatform(): PlatformTraits {
  return platformTraits(import.meta.env.MANIFEST_VERSION === 2 ? 2 : 3);
}

/** The toolbar button's API of either manifest version (`action` in MV3, `browserAction` in MV2). */
export interface ToolbarApi {
  setBadgeText(details: { tabId?: number; text: string | null }): Promise<void>;
  setBadgeBackgroundColor(details: { tabId?: number; color: string }): Promise<void>;
}
export function toolbarApi(api: { action?: ToolbarApi; browserAction?: ToolbarApi }): ToolbarApi {
  const found = api.action ?? api.browserAction;
  if (!found) throw new Error('Neither action (MV3) nor browserAction (MV2) is available.');
  return found;
}
