// Every confirmation is one modal (components/Modal.tsx, a native <dialog>): Tab never leaves it, Escape
// closes it whatever has the focus inside, nothing is spent, and the focus goes back to the button that
// opened it.
import type { Locator, Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, test } from './fixtures';
import { fillLeadList } from './pages/lead-lists-page';
import { PopupPage } from './pages/popup-page';

const MISSING = 'stacklens-fixture-missing.com';

/** Tabs forward and backward past the dialog's end: the focus stays inside, then Escape closes it. */
async function tabStaysInside(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside the dialog after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('popup › Live detect: Tab stays in the confirmation, Escape closes it, nothing is spent', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, MISSING);
  const opener = popup.button('Live detect · 5 credits');
  await opener.click();
  await tabStaysInside(popup.page, popup.page.getByRole('dialog', { name: 'Run a live detection?' }), opener);
  expect((await sandboxLedger()).filter((e) => e.credits > 0)).toEqual([]);
});

test('Lead lists › Review estimate: Tab stays in the confirmation, Escape closes it, no list is started', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#lead-lists');
  await fillLeadList(page, 'Modal check', '50');
  const spentBefore = (await sandboxLedger()).reduce((sum, e) => sum + e.credits, 0);
  const opener = page.getByRole('button', { name: 'Review estimate and start' });
  await opener.click();
  await tabStaysInside(page, page.getByRole('dialog'), opener);
  const entries = await sandboxLedger();
  expect(entries.reduce((sum, e) => sum + e.credits, 0)).toBe(spentBefore);
  expect(entries.filter((e) => e.method === 'POST' && /lead/.test(e.path))).toEqual([]);
});
