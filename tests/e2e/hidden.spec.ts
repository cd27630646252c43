// "Not right?" on the real toolbar popup's on-page rows, in the built extension over a test page:
// hide a technology on this site and undo it; hide it, find it in Settings, show it again and see it
// back on the next check; copy a report and read the clipboard. Elements are found by role and name
// (the popup is read from another extension page: Playwright does not expose it as a page).
import type { Page } from '@playwright/test';
import { allViolations } from './axe';
import { expect, TOOLBAR_TEST_EXTENSION_DIR } from './fixtures';
import { test } from './toolbar-popup';

test.use({ extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

const SHOP = 'stacklens-fixture-shop.com';
/** The page's address carries a session and a fragment: a report must carry neither. */
const PAGE = `http://${SHOP}/local/libraries?session=s3cret&email=a%40b.example#token=xyz`;

interface PopupView {
  /** Names of the rows of the group "Technologies on this page". */
  onPage: string[];
  text: string;
}

/** The popup's on-page rows and text, or null until it has loaded. */
function readPopup(observer: Page): Promise<PopupView | null> {
  return observer.evaluate(() => {
    const api = globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } };
    const doc = api.chrome.extension.getViews({ type: 'popup' })[0]?.document;
    if (!doc?.body) return null;
    const group = doc.querySelector('[role="group"][aria-label="Technologies on this page"]');
    const onPage = group ? [...group.querySelectorAll('li.local-row .tech-name')].map((n) => n.textContent ?? '') : [];
    return { onPage, text: doc.body.innerText };
  });
}

/**
 * Clicks the popup's button named `name` (its aria-label, else its text), inside the group or list
 * named `inside` when given; false when there is no such button (yet).
 */
function clickInPopup(observer: Page, name: string, inside?: string): Promise<boolean> {
  return observer.evaluate(
    ([name, inside]) => {
      const api = globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } };
      const doc = api.chrome.extension.getViews({ type: 'popup' })[0]?.document;
      const scope = inside ? doc?.querySelector(`[role="group"][aria-label="${inside}"], ul[aria-label="${inside}"]`) : doc;
      const button = [...(scope?.querySelectorAll('button') ?? [])].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
      button?.click();
      return Boolean(button);
    },
    [name, inside ?? null] as const,
  );
}

/** Clicks once the button is there (the menu and the hidden list load on first use). */
async function press(observer: Page, name: string, inside?: string) {
  await expect.poll(() => clickInPopup(observer, name, inside), { timeout: 15_000, message: `button “${name}”` }).toBe(true);
}

const rowsShown = async (observer: Page) => (await readPopup(observer))?.onPage ?? [];

test('Hide on this site takes the row away at once, says so with Undo, and Undo brings it back', async ({ openObserver, clickToolbarIcon, sandboxLedger }) => {
  const observer = await openObserver();
  await clickToolbarIcon(PAGE);
  await expect.poll(() => rowsShown(observer), { timeout: 15_000 }).toEqual(expect.arrayContaining(['jQuery', 'WordPress', 'Google Tag Manager']));

  await press(observer, 'Not right? jQuery');
  await press(observer, 'Hide on this site', 'Not right? jQuery');
  await expect.poll(() => rowsShown(observer)).not.toContain('jQuery');
  expect(await rowsShown(observer)).toEqual(expect.arrayContaining(['WordPress', 'Google Tag Manager']));
  // The notice and the count load on first use.
  await expect.poll(async () => (await readPopup(observer))?.text).toMatch(/Hid jQuery on this site\.\s+Undo/);
  expect((await readPopup(observer))!.text).toContain('1 hidden on this site · Show');

  await press(observer, 'Undo');
  await expect.poll(() => rowsShown(observer)).toContain('jQuery');
  expect((await readPopup(observer))!.text).not.toContain('hidden on this site');
  // Nothing of it is sent anywhere.
  expect(await sandboxLedger()).toEqual([]);
});

test('a hidden technology stays hidden on the site, is listed in Settings, and Show again brings it back on the next check', async ({
  openObserver,
  clickToolbarIcon,
}) => {
  const observer = await openObserver();
  const first = await clickToolbarIcon(PAGE);
  await expect.poll(() => rowsShown(observer), { timeout: 15_000 }).toContain('WordPress');
  await press(observer, 'Not right? WordPress');
  await press(observer, 'Hide on this site', 'Not right? WordPress');
  await expect.poll(() => rowsShown(observer)).not.toContain('WordPress');
  await first.close();

  // The next check on another page of the same site: still hidden, and counted.
  await clickToolbarIcon(`http://www.${SHOP}/local/libraries`);
  await expect.poll(() => rowsShown(observer), { timeout: 15_000 }).toContain('jQuery');
  expect(await rowsShown(observer)).not.toContain('WordPress');
  await expect.poll(async () => (await readPopup(observer))?.text).toContain('1 hidden on this site · Show');

  await observer.reload();
  const list = observer.getByRole('list', { name: `Hidden on ${SHOP}` });
  await expect(list.getByRole('listitem')).toHaveText([/^WordPress/]);
  await observer.getByRole('button', { name: `Show again: WordPress on ${SHOP}` }).click();
  await expect(observer.getByText('Nothing is hidden.')).toBeVisible();

  await clickToolbarIcon(PAGE);
  await expect.poll(() => rowsShown(observer), { timeout: 15_000 }).toEqual(expect.arrayContaining(['jQuery', 'WordPress']));
  expect((await readPopup(observer))!.text).not.toContain('hidden on this site');
});

test('Copy report puts the rule, its evidence and the page’s site (no path or query) on the clipboard; the open menu passes axe at any impact', async ({
  context,
  extensionId,
  site,
  openObserver,
  clickToolbarIcon,
  sandboxLedger,
}) => {
  const observer = await openObserver();
  await clickToolbarIcon(PAGE);
  await expect.poll(() => rowsShown(observer), { timeout: 15_000 }).toContain('Google Tag Manager');
  await press(observer, 'Not right? Google Tag Manager');
  await press(observer, 'Copy report', 'Not right? Google Tag Manager');
  await expect.poll(async () => (await readPopup(observer))?.text ?? '').toMatch(/\bCopied\b/);

  // The popup as it is now, menu open, rendered in a tab of the extension for axe.
  const html = await observer.evaluate(() => {
    const api = globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } };
    return api.chrome.extension.getViews({ type: 'popup' })[0]!.document.body.innerHTML;
  });
  const copy = await context.newPage();
  await copy.setViewportSize({ width: 400, height: 600 });
  await copy.goto(`chrome-extension://${extensionId}/popup.html?domain=snapshot.invalid`);
  await copy.getByRole('heading').first().waitFor();
  await copy.evaluate((h) => {
    document.body.innerHTML = h;
  }, html);
  await expect(copy.getByRole('group', { name: 'Not right? Google Tag Manager' })).toBeVisible();
  expect(await allViolations(copy)).toEqual([]);

  // The clipboard, read from a page allowed to (an extension's origin cannot be granted it; a mapped
  // http host is no secure context): the test site on loopback.
  const origin = `http://127.0.0.1:${site.port}`;
  await context.grantPermissions(['clipboard-read'], { origin });
  const reader = await context.newPage();
  await reader.goto(`${origin}/clipboard`);
  await reader.bringToFront();
  const copied = await reader.evaluate(() => navigator.clipboard.readText());
  const lines = copied.split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Technology: Google Tag Manager',
      'Rule: Google Tag Manager (StackLens rule set)',
      'Category: Tag managers',
      `Page: http://${SHOP} (the site only, not the page’s path)`,
    ]),
  );
  expect(copied).toMatch(/^- script: script from www\.googletagmanager\.com/m);
  expect(copied).toMatch(/^StackLens version: \d+\.\d+\.\d+$/m);
  expect(copied).toMatch(/^Date: \d{4}-\d{2}-\d{2}T/m);
  expect(copied).not.toMatch(/s3cret|email=|token=|\/local\/libraries/);
  expect(await sandboxLedger()).toEqual([]);
});
