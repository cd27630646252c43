// The side panel page (sidepanel.html, opened by its extension URL): its own bar over the popup's view,
// with no serious or critical axe finding in light and dark. Reading and following tabs: see docs/reach.md.
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

for (const scheme of ['light', 'dark'] as const) {
  test(`the side panel shows "This tab", the follow toggle and the popup's view, axe-clean (${scheme})`, async ({ openPage }) => {
    const page = await openPage('sidepanel.html');
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByRole('checkbox', { name: 'Follow the active tab' })).not.toBeChecked();
    await page.getByRole('button', { name: 'This tab' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
