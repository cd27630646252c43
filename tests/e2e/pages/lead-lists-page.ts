// Page object for options › Lead lists, found by label and role as a person would; and stopping the
// extension's service worker through CDP, as Chrome does when it idles it out.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Fills the create form: a catalog search (1 credit) for Google Analytics, added to the list. */
export async function fillLeadList(page: Page, name: string, maxRows: string) {
  await page.getByLabel('List name').fill(name);
  await page.getByLabel('Technology name or category').fill('Google Analytics');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  await page.getByRole('list', { name: 'Catalog results' }).getByRole('button', { name: 'Add Google Analytics', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Chosen technologies' })).toContainText('Google Analytics');
  await page.getByLabel(/^Maximum rows/).fill(maxRows);
}

/** The value of a list's detail field ("Status", "Credits charged" …). */
export const leadListField = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Stops every service worker and waits until it was stopped (an open page may wake a new one at once);
 * the states it goes through from then on are recorded.
 */
export async function stopServiceWorker(context: BrowserContext): Promise<{ states: string[] }> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const states: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => states.push(...e.versions.map((v) => v.runningStatus)));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => states.includes('stopped')).toBe(true);
  return { states };
}
