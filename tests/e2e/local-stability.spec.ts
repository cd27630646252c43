// One page, one answer (issue 25): three toolbar clicks on each on-page test page and on every
// hand-written fixture page (tests/e2e/fixture-pages.ts) give the same list, rows, versions, evidence and
// notes alike, while two busy processes keep the machine's cores loaded. The real toolbar popup over the
// test-only build (as tests/e2e/local.spec.ts), with no key, so the list is the page's alone (no database
// answer arrives between clicks). One browser and one tab go through every page in turn.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { ALL_FIXTURE_SITES, servedResource } from './fixture-pages';
import { LOCAL_PAGES } from './local-pages';
import { test, expect, TOOLBAR_TEST_EXTENSION_DIR } from './fixtures';

test.use({ extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

const SHOP = 'stacklens-fixture-shop.com';
const CLICKS = 3;
const busy: ChildProcess[] = [];

test.beforeAll(() => {
  for (let i = 0; i < 2; i++) busy.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
});

test.afterAll(() => {
  for (const child of busy) child.kill('SIGKILL');
});

type Views = { chrome: { extension: { getViews(o: { type: string }): Window[] } } };

/** The finished on-page panel of the open toolbar popup: its note and each row's text (name, version, evidence), or null while it is still inspecting. */
async function onPageAnswer(observer: Page): Promise<{ note: string | null; rows: string[] } | null> {
  return observer.evaluate(() => {
    const doc = (globalThis as unknown as Views).chrome.extension.getViews({ type: 'popup' })[0]?.document;
    const heading = doc && [...doc.querySelectorAll('h2')].find((h) => h.textContent === 'On this page now · free');
    const region = heading ? doc.querySelector(`[aria-labelledby="${heading.id}"]`) : null;
    if (!region || region.getAttribute('aria-busy') !== 'false') return null;
    return {
      note: region.querySelector('[role="status"]')?.textContent ?? null,
      // Each row's name, version and evidence: without its "Not right?" control, which loads on its own time.
      rows: [...region.querySelectorAll('[aria-label="Technologies on this page"] li.local-row')].map((li) => {
        const row = li.cloneNode(true) as Element;
        row.querySelectorAll('button, [role="menu"]').forEach((control) => control.remove());
        return row.textContent ?? '';
      }),
    };
  });
}

const closePopup = (observer: Page) =>
  observer.evaluate(() => (globalThis as unknown as Views).chrome.extension.getViews({ type: 'popup' }).forEach((w) => w.close()));
const popupOpen = (observer: Page) => observer.evaluate(() => (globalThis as unknown as Views).chrome.extension.getViews({ type: 'popup' }).length > 0);

/** Each page's path and the addresses it loads after parsing (which must be in Resource Timing before a click). */
const PAGES = [
  ...Object.keys(LOCAL_PAGES).map((path) => ({ path, loads: [] as string[] })),
  ...ALL_FIXTURE_SITES.map((site) => ({ path: site.path, loads: (site.resources ?? []).map(servedResource) })),
];

test(`three clicks on each of ${PAGES.length} pages give the same answer on a loaded machine`, async ({ openPage, context, worker }) => {
  test.setTimeout(PAGES.length * 30_000);
  const observer = await openPage('options.html#settings');
  const tab = await context.newPage();
  const differing: string[] = [];
  const unchecked: string[] = [];
  let rows = 0;
  for (const { path, loads } of PAGES) {
    // Each page on its own: no cookie the previous one set.
    await context.clearCookies();
    await tab.goto(`http://${SHOP}${path}`);
    await tab.waitForFunction((urls) => urls.every((url) => performance.getEntriesByType('resource').some((e) => e.name === url)), loads);
    const answers: { note: string | null; rows: string[] }[] = [];
    for (let click = 0; click < CLICKS; click++) {
      await tab.bringToFront();
      await worker.evaluate(() => (globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }).chrome.action.openPopup());
      await expect.poll(() => onPageAnswer(observer), { timeout: 30_000 }).not.toBeNull();
      answers.push((await onPageAnswer(observer))!);
      await closePopup(observer);
      await expect.poll(() => popupOpen(observer)).toBe(false);
    }
    rows += answers[0]!.rows.length;
    // Nothing was left unchecked, and each click listed exactly what the first did.
    if (answers.some((a) => /Not checked in time/.test(a.note ?? ''))) unchecked.push(path);
    if (answers.some((a) => JSON.stringify(a) !== JSON.stringify(answers[0]))) differing.push(`${path}: ${JSON.stringify(answers)}`);
  }
  expect(rows).toBeGreaterThan(PAGES.length);
  expect(unchecked, 'pages left partly unchecked').toEqual([]);
  expect(differing, 'pages whose three clicks differ').toEqual([]);
});
