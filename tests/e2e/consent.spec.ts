// Data consent in Chrome, as a first-run user meets it: Settings says what leaves the browser and to
// whom before the key is saved, with the bundled privacy policy; nothing reaches the API before the key
// is saved (the sandbox's ledger of requests it received), and on-page detection needs neither.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, test } from './fixtures';
import { SettingsPage } from './pages/settings-page';

test('before the key is saved, Settings says what is sent to whom, links the privacy policy, and nothing reaches the API', async ({
  openPage,
  sandbox,
  sandboxLedger,
}) => {
  const settings = new SettingsPage(await openPage('options.html#settings'));
  await expect(
    settings.page.getByText(/sends its domain, and any domain, company or technology you search for, with your key to your API provider/),
  ).toBeVisible();
  await expect(settings.page.getByText(/On-page detection .* sends nothing/)).toBeVisible();
  // Chrome has no data collection permission: no Firefox prompt is promised.
  await expect(settings.page.getByText('Saving asks Firefox')).toHaveCount(0);

  const [policy] = await Promise.all([settings.page.context().waitForEvent('page'), settings.page.getByRole('link', { name: 'Privacy policy' }).click()]);
  await policy.waitForLoadState();
  expect(policy.url()).toMatch(/^chrome-extension:\/\/[a-z]+\/privacy\.html$/);
  await expect(policy.getByRole('heading', { name: 'StackLens privacy policy', level: 1 })).toBeVisible();
  await expect(policy.getByRole('heading', { name: 'How to delete it' })).toBeVisible();
  await expect(policy.getByText(/No telemetry, analytics, crash reports or advertising/)).toBeVisible();
  await policy.close();

  // Every page opened so far, and nothing sent.
  expect(await sandboxLedger()).toEqual([]);
  await settings.enterKey(SANDBOX_KEYS.pro, sandbox.url);
  await expect(settings.page.getByRole('status').filter({ hasText: 'Key verified and saved.' })).toBeVisible();
  // Saving is the consent: then, and only then, the two free account calls.
  expect((await sandboxLedger()).map((e) => [e.method, e.path, e.credits])).toEqual([
    ['GET', '/v1/credits', 0],
    ['GET', '/v1/usage', 0],
  ]);
});
