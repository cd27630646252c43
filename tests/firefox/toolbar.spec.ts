// The real toolbar button in Firefox, clicked as a person would (which grants activeTab), in the SHIPPED
// manifest: no `tabs`, no host permission. The popup reads the clicked tab, inspects the page for free
// and fits Firefox's panel (at most 600 px tall; the scrollbar beside the 400 px column, nothing clipped). Screenshots of the
// panel, drawn by Firefox from chrome scope, land in test-results/firefox/.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, test } from './fixtures';

const SHOP = 'stacklens-fixture-shop.com';

test('first run, no key: the click inspects the page for free and offers the key setup', async ({
  openSiteTab,
  clickToolbarButton,
  popupScreenshot,
  sandboxLedger,
}) => {
  const { popupView } = await openSiteTab(SHOP, '/local/libraries');
  await clickToolbarButton();
  const view = await popupView((v) => /jQuery/.test(v.text), 'the popup’s on-page findings');
  expect(view.text).toContain('Set up your API key');
  expect(view.text).toMatch(/jQuery\s*3\.7\.1/);
  expect(view.text).toMatch(/WordPress\s*6\.4\.3/);
  expect(view.text).toContain('Google Tag Manager');
  const shot = await popupScreenshot('toolbar-popup-first-run');
  expect(view.columnWidth).toBe(400);
  expect(shot.width).toBeGreaterThanOrEqual(400);
  expect(await sandboxLedger()).toEqual([]);
});

test('with a key: the clicked tab’s domain from the API beside the on-page findings, fitting the panel', async ({
  openSiteTab,
  useKey,
  clickToolbarButton,
  popupScreenshot,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const { popupView } = await openSiteTab(`shop.${SHOP}`, '/local/libraries');
  await clickToolbarButton();
  const view = await popupView(
    (v) => /Shopify/.test(v.text) && /jQuery\s*3\.7\.1/.test(v.text) && !v.text.includes('Inspecting this page'),
    'the popup’s lookup and on-page findings (the database lists jQuery too: the version is the page’s)',
  );
  expect(view.text).toContain(SHOP);
  expect(view.text).toContain(`Looked up from shop.${SHOP}`);
  expect(view.text).toMatch(/jQuery\s*3\.7\.1/);
  const shot = await popupScreenshot('toolbar-popup-domain');

  // Firefox's panel: at most 600 px tall. This content is taller, so the popup scrolls; its scrollbar
  // sits beside the 400 px column (the panel is that much wider), so no row's right edge is cut off.
  expect(view.columnWidth).toBe(400);
  expect(shot.width).toBe(view.innerWidth);
  expect(shot.width).toBeGreaterThanOrEqual(400);
  expect(shot.width).toBeLessThanOrEqual(400 + 20);
  expect(shot.height).toBeLessThanOrEqual(600);
  expect(view.innerHeight).toBeLessThanOrEqual(600);
  expect(view.scrollHeight).toBeGreaterThan(view.clientHeight);
  expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  expect(view.clipped).toEqual([]);

  // One paid lookup (the domain); the page's own findings cost nothing.
  expect((await sandboxLedger()).filter((e) => e.credits > 0).map((e) => [e.path, e.credits])).toEqual([[`/v1/domain/${SHOP}`, 1]]);
});

test('Alt+Shift+S opens the popup in Firefox (the MV2 command `_execute_browser_action`)', async ({ firefox, openSiteTab }) => {
  const { popupView } = await openSiteTab(SHOP, '/local/libraries');
  // The key Firefox registered for StackLens in this window, pressed (its command fired) as the keyboard
  // would. With the MV3 name in an MV2 manifest, Firefox bound the key to a command that opens nothing.
  const key = await firefox.chrome<{ key: string | null; modifiers: string | null } | null>(`
    const key = document.querySelector('keyset#ext-keyset-id-stacklens_stacklens_app > key');
    if (!key) return null;
    key.doCommand();
    return { key: key.getAttribute('key'), modifiers: key.getAttribute('modifiers') };
  `);
  expect(key).toEqual({ key: 'S', modifiers: 'alt,shift' });
  const view = await popupView((v) => /jQuery/.test(v.text), 'the popup opened by the shortcut');
  expect(view.text).toContain('On this page now');
});

test('the server and CDN from the page’s own cached headers, and no request to the site for them', async ({ openSiteTab, clickToolbarButton, site }) => {
  const served = site.requests('/local/headers');
  const { popupView } = await openSiteTab(SHOP, '/local/headers');
  await clickToolbarButton();
  const view = await popupView((v) => /Nginx/.test(v.text) && /Cloudflare/.test(v.text), 'the servers named from the headers');
  expect(view.text).toMatch(/Nginx\s*1\.25\.3/);
  expect(view.text).toMatch(/PHP\s*8\.2\.12/);
  expect(site.requests('/local/headers') - served).toBe(1);
});
