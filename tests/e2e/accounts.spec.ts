// Local data belongs to an account (lib/db/account-data.ts): a person with two organizations' keys
// switches from one to the other and back in Settings, and each time sees only that account's lead
// lists and audiences; nothing of the first is lost, and its list is only ever polled with its own key.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import type { LedgerEntry } from '../sandbox/ledger';
import { expect, test } from './fixtures';
import { fillLeadList, leadListField } from './pages/lead-lists-page';
import { SettingsPage } from './pages/settings-page';

async function section(page: Page, name: 'Settings' | 'Audiences' | 'Lead lists') {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function saveKey(page: Page, key: string, baseUrl: string) {
  await section(page, 'Settings');
  const settings = new SettingsPage(page);
  await settings.enterKey(key, baseUrl);
  await expect(page.getByText(`Current key: live key ending in ${key.slice(-4)}`)).toBeVisible();
}

test('switching to another account’s key and back shows each account its own lead lists and audiences', async ({
  openPage,
  sandbox,
  sandboxAdmin,
  sandboxLedger,
}) => {
  // The list stays queued, so the poller has every reason to ask for it.
  await sandboxAdmin('jobs', { paused: true });
  const page = await openPage('options.html#settings');
  await saveKey(page, SANDBOX_KEYS.pro, sandbox.url);

  await section(page, 'Audiences');
  await page.getByLabel('New audience name').fill('Pro prospects');
  await page.getByRole('button', { name: 'Create audience' }).click();
  await expect(page.getByRole('heading', { name: 'Pro prospects', level: 2 })).toBeVisible();

  await section(page, 'Lead lists');
  await fillLeadList(page, 'Pro GA sites', '20');
  await page.getByRole('button', { name: 'Review estimate and start' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start lead list' }).click();
  await expect(leadListField(page, 'Status')).toHaveText('Queued');
  const listId = /#lead-lists\/(ll_\d+)$/.exec(page.url())![1]!;

  // Another organization's key: none of the pro account's data.
  await saveKey(page, SANDBOX_KEYS.scale, sandbox.url);
  await section(page, 'Lead lists');
  await expect(page.getByText('No lead lists yet. Create one above.')).toBeVisible();
  await section(page, 'Audiences');
  await expect(page.getByText(/^No audiences yet\./)).toBeVisible();
  await expect(page.getByText('Pro prospects')).toHaveCount(0);

  // Back to the pro key: everything is there again.
  await saveKey(page, SANDBOX_KEYS.pro, sandbox.url);
  await section(page, 'Audiences');
  await expect(page.getByRole('link', { name: /Pro prospects/ })).toBeVisible();
  await section(page, 'Lead lists');
  await expect(page.getByRole('table').getByText('Pro GA sites')).toBeVisible();

  // The list was only ever asked about with its own account's key.
  const aboutList = (await sandboxLedger()).filter((e: LedgerEntry) => e.path.includes(listId));
  expect(aboutList.length).toBeGreaterThan(0);
  expect(new Set(aboutList.map((e) => e.key_id))).toEqual(new Set(['key_sandbox_pro']));
});
