// The main journeys in the shipped Firefox build (MV2), in Firefox ESR against the sandbox. Every test
// also fails if StackLens logged an error in Firefox (tests/firefox/fixtures.ts).
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, test, textOf } from './fixtures';
import { fill, getByLabel, getByRole } from './find';

test('key setup: the user enters the key and base URL in Settings and sees the plan and balance', async ({ openPage, sandbox, allowDataCollection }) => {
  // Consent given already (its prompt: consent.spec.ts): Save verifies at once.
  await allowDataCollection();
  const page = await openPage('options.html#settings');
  await fill(await getByLabel(page, 'API key'), SANDBOX_KEYS.pro);
  await fill(await getByLabel(page, 'API base URL'), sandbox.url);
  await (await getByRole(page, 'button', 'Save')).click();
  await expect.poll(() => textOf(page)).toContain('Key verified and saved.');
  await expect.poll(() => textOf(page)).toMatch(/Plan\s+Pro/);
  await expect.poll(() => textOf(page)).toMatch(/Balance\s+10,000 credits/);
  expect(await page.content()).not.toContain(SANDBOX_KEYS.pro);
});

const SHOP = 'stacklens-fixture-shop.com';
const MISSING = 'stacklens-fixture-missing.com';

test('the popup for a known domain: its technologies grouped by category, for 1 credit', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await openPage(`popup.html?domain=${SHOP}`);
  await popup.setViewport({ width: 400, height: 600 });
  await getByRole(popup, 'heading', SHOP);
  await expect.poll(() => textOf(popup)).toContain('6 technologies');
  expect(await (await getByRole(popup, 'region', 'Ecommerce')).evaluate((el) => el.textContent)).toContain('Shopify');
  expect(await (await getByRole(popup, 'region', 'No longer detected')).evaluate((el) => el.textContent)).toContain('Magento');
  expect((await sandboxLedger()).map((e) => [e.path, e.credits])).toContainEqual([`/v1/domain/${SHOP}`, 1]);
  expect((await sandboxLedger()).filter((e) => e.credits > 0)).toHaveLength(1);
});

test('live detection on a domain the database lacks: confirmation with the balance, then the results, 5 credits', async ({
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await openPage(`popup.html?domain=${MISSING}`);
  await popup.setViewport({ width: 400, height: 600 });
  await expect.poll(() => textOf(popup)).toContain(`${MISSING} is not in the database yet`);
  await (await getByRole(popup, 'radio', /Full/)).click();
  await (await getByRole(popup, 'button', 'Live detect · 5 credits')).click();
  const dialog = await getByRole(popup, 'dialog', 'Run a live detection?');
  expect(await dialog.evaluate((el) => el.textContent)).toContain('Balance: 10,000 → 9,995 credits after.');
  await (await getByRole(dialog, 'button', 'Detect · 5 credits')).click();
  await expect
    .poll(async () => (await getByRole(popup, 'region', 'Live detection')).evaluate((el) => el.textContent))
    .toContain('From a live detection (full mode)');
  expect(await textOf(popup)).toMatch(/Confidence/);
  const charged = (await sandboxLedger()).filter((e) => e.path.includes(MISSING) || e.path === '/v1/technology-lookup-live');
  expect(charged.reduce((sum, e) => sum + e.credits, 0)).toBe(5);
});

test('add to audience from the popup; Options › Audiences and the server have it', async ({ openPage, useKey, sandbox }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await openPage(`popup.html?domain=${encodeURIComponent(`https://shop.${SHOP}/cart`)}`);
  await popup.setViewport({ width: 400, height: 700 });
  await getByRole(popup, 'heading', SHOP);
  const control = await getByRole(popup, 'region', 'Save to audience');
  await fill(await getByLabel(control, 'New audience name'), 'Prospects');
  await (await getByRole(control, 'button', 'Save to audience')).click();
  await expect.poll(() => control.evaluate((el) => el.textContent)).toContain(`Saved ${SHOP} to “Prospects”.`);

  const page = await openPage('options.html#audiences');
  const table = await getByRole(page, 'table', 'Audiences');
  await expect
    .poll(() =>
      table.evaluate((el) =>
        [...el.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td, th')].slice(0, 2).map((c) => c.textContent?.trim())),
      ),
    )
    .toEqual([['Prospects', '1']]);
  const audiences = () =>
    [
      ...(sandbox as unknown as { state: { audiences: Map<string, { audience: { name: string }; members: Map<string, unknown> }> } }).state.audiences.values(),
    ].map((a) => ({ name: a.audience.name, members: [...a.members.keys()] }));
  await expect.poll(audiences).toEqual([{ name: 'Prospects', members: [SHOP] }]);
});

test('every options section loads', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#settings');
  const sections = [
    ['credits', 'Credits & usage'],
    ['audiences', 'Audiences'],
    ['signals', 'Signals & alerts'],
    ['lead-lists', 'Lead lists'],
    ['technologies', 'Technologies'],
    ['companies', 'Companies'],
    ['settings', 'Settings'],
  ] as const;
  for (const [id, title] of sections) {
    await (await getByRole(page, 'link', title)).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
    const heading = await getByRole(page, 'heading', title);
    expect(await heading.evaluate((el) => el.tagName)).toBe('H1');
    // The section drew more than its title (a lazily loaded section that failed would not).
    await expect.poll(() => heading.evaluate((el) => (el.closest('section, main')?.textContent ?? '').length)).toBeGreaterThan(title.length + 40);
  }
});
