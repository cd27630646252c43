// One page, one answer (issue 25): three toolbar clicks on each on-page test page give the same list,
// rows, versions, evidence and notes alike, while two busy processes keep the machine's cores loaded.
// The real toolbar popup over the test-only build (as tests/e2e/local.spec.ts), with no key, so the list
// is the page's alone (no database answer arrives between clicks).
import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
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

/** The finished on-page panel of the open toolbar popup: its note and each row's text, or null while it is still inspecting. */
async function onPageAnswer(observer: Page): Promise<{ note: string | null; rows: string[] } | null> {
  return observer.evaluate(() => {
    const doc = (globalThis as unknown as Views).chrome.extension.getViews({ type: 'popup' })[0]?.document;
    const heading = doc && [...doc.querySelectorAll('h2')].find((h) => h.textContent === 'On this page now · free');
    const region = heading ? doc.querySelector(`[aria-labelledby="${heading.id}"]`) : null;
    if (!region || region.getAttribute('aria-busy') !== 'false') return null;
    return {
      note: region.querySelector('[role="status"]')?.textContent ?? null,
      rows: [...region.querySelectorAll('[aria-label="Technologies on this page"] li.local-row')].map((li) => li.textContent ?? ''),
    };
  });
}

const closePopup = (observer: Page) =>
  observer.evaluate(() => (globalThis as unknown as Views).chrome.extension.getViews({ type: 'popup' }).forEach((w) => w.close()));
const popupOpen = (observer: Page) => observer.evaluate(() => (globalThis as unknown as Views).chrome.extension.getViews({ type: 'popup' }).length > 0);

for (const path of Object.keys(LOCAL_PAGES)) {
  test(`three clicks on ${path} give the same answer on a loaded machine`, async ({ openPage, context, worker }) => {
    test.setTimeout(180_000);
    const observer = await openPage('options.html#settings');
    const tab = await context.newPage();
    await tab.goto(`http://${SHOP}${path}`);
    const answers: { note: string | null; rows: string[] }[] = [];
    for (let click = 0; click < CLICKS; click++) {
      await tab.bringToFront();
      await worker.evaluate(() => (globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }).chrome.action.openPopup());
      await expect.poll(() => onPageAnswer(observer), { timeout: 30_000 }).not.toBeNull();
      answers.push((await onPageAnswer(observer))!);
      await closePopup(observer);
      await expect.poll(() => popupOpen(observer)).toBe(false);
    }
    expect(answers[0]!.rows.length).toBeGreaterThan(0);
    // Nothing was left unchecked, and each click listed exactly what the first did.
    expect(answers[0]!.note ?? '').not.toMatch(/Not checked in time/);
    expect(answers.slice(1)).toEqual([answers[0], answers[0]]);
  });
}
