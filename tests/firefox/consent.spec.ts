// Firefox's built-in data consent (Firefox 140+): the optional data collection permissions the manifest
// declares are asked for when the user saves a key. Before they are granted nothing reaches the API (the
// sandbox's ledger of the requests it received); on-page detection works without them.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { DATA_COLLECTION } from '../../lib/consent/data-collection';
import { expect, GECKO_ID, saveKeyMessage, test, textOf } from './fixtures';
import { fill, getByLabel, getByRole } from './find';

const SHOP = 'stacklens-fixture-shop.com';

/** The extension's granted data collection permissions, as Firefox keeps them. */
const GRANTED = `
  const { ExtensionPermissions } = ChromeUtils.importESModule('resource://gre/modules/ExtensionPermissions.sys.mjs');
  return (await ExtensionPermissions.get(${JSON.stringify(GECKO_ID)})).data_collection ?? [];
`;

test('the manifest declares what is sent as optional data collection, and Firefox 140 as the minimum', async ({ openPage }) => {
  const page = await openPage('options.html#settings');
  const gecko = await page.evaluate(
    () =>
      (globalThis as unknown as { browser: { runtime: { getManifest(): { browser_specific_settings: { gecko: unknown } } } } }).browser.runtime.getManifest()
        .browser_specific_settings.gecko,
  );
  expect(gecko).toMatchObject({ strict_min_version: '140.0', data_collection_permissions: { required: ['none'], optional: DATA_COLLECTION } });
});

test('without consent: a key is refused before any request, and the toolbar click still inspects the page for free', async ({
  firefox,
  openPage,
  openSiteTab,
  clickToolbarButton,
  sandbox,
  sandboxLedger,
}) => {
  expect(await firefox.chrome<string[]>(GRANTED)).toEqual([]);
  const page = await openPage('options.html#settings');
  // What a page (or a stale tab) could send: the worker itself refuses it, naming what to do.
  const reply = await saveKeyMessage(page, SANDBOX_KEYS.pro, sandbox.url);
  expect(reply).toMatchObject({ ok: false, error: { kind: 'no_key', code: 'no_consent' } });
  expect(JSON.stringify(reply)).toContain('sends nothing to your API provider until you allow it');

  const { popupView } = await openSiteTab(SHOP, '/local/libraries');
  await clickToolbarButton();
  const view = await popupView((v) => /jQuery/.test(v.text), 'the popup’s on-page findings');
  expect(view.text).toMatch(/jQuery\s*3\.7\.1/);
  expect(await sandboxLedger()).toEqual([]);
});

test('saving the key asks Firefox for consent first; declined, nothing is sent; allowed, the key is verified', async ({
  firefox,
  openPage,
  sandbox,
  sandboxLedger,
}) => {
  // Firefox's permission prompt is answered here as a person would, declining first, then allowing.
  await firefox.chrome(`
    window.__stacklensPrompts = [];
    window.__stacklensPromptAnswer = false;
    if (!window.__stacklensPromptObserver) {
      window.__stacklensPromptObserver = (subject) => {
        const { resolve, permissions } = subject.wrappedJSObject;
        window.__stacklensPrompts.push(permissions);
        resolve(window.__stacklensPromptAnswer);
      };
      Services.obs.addObserver(window.__stacklensPromptObserver, 'webextension-optional-permission-prompt');
    }
  `);
  try {
    const page = await openPage('options.html#settings');
    expect(await textOf(page)).toContain('Saving asks Firefox for your permission to send them.');
    await fill(await getByLabel(page, 'API key'), SANDBOX_KEYS.pro);
    await fill(await getByLabel(page, 'API base URL'), sandbox.url);
    await (await getByRole(page, 'button', 'Save')).click();
    await expect.poll(() => textOf(page)).toContain('Nothing was saved or sent');
    expect(await firefox.chrome<unknown[]>('return window.__stacklensPrompts')).toEqual([expect.objectContaining({ data_collection: DATA_COLLECTION })]);
    expect(await sandboxLedger()).toEqual([]);

    await firefox.chrome('window.__stacklensPromptAnswer = true;');
    await (await getByRole(page, 'button', 'Save')).click();
    await expect.poll(() => textOf(page)).toContain('Key verified and saved.');
    expect(await firefox.chrome<string[]>(GRANTED)).toEqual(DATA_COLLECTION);
    expect((await sandboxLedger()).map((e) => [e.method, e.path, e.credits])).toEqual([
      ['GET', '/v1/credits', 0],
      ['GET', '/v1/usage', 0],
    ]);
  } finally {
    await firefox.chrome(
      `Services.obs.removeObserver(window.__stacklensPromptObserver, 'webextension-optional-permission-prompt'); delete window.__stacklensPromptObserver;`,
    );
  }
});
