// Options › Credits & usage against the sandbox: after a known sequence of paid calls the figures match
// the sandbox's own ledger, a budget cap refuses a call before any request, key rotation keeps
// StackLens working, and the CSV holds every billed call.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { downloadText, expect, snapshot, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

type Reply = { ok: boolean; data?: { credits: number }; error?: { kind: string; message: string } };

/** A call through the worker, exactly as any StackLens page makes it. */
function apiCall(page: Page, endpoint: string, params: Record<string, unknown>): Promise<Reply> {
  return page.evaluate(
    ([e, p]) =>
      (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<Reply> } } }).chrome.runtime.sendMessage({
        channel: 'stacklens/v1',
        type: 'api.call',
        payload: { endpoint: e, params: p, idempotencyKey: crypto.randomUUID() },
      }),
    [endpoint, params] as const,
  );
}

/** The known sequence: two lookups, one history and one live detection = 8 credits. */
async function knownSequence(page: Page) {
  const replies = [
    await apiCall(page, 'domain.technologies', { domain: 'stacklens-fixture-shop.com' }),
    await apiCall(page, 'domain.technologies', { domain: 'stacklens-fixture.co.uk' }),
    await apiCall(page, 'domain.history', { domain: 'stacklens-fixture-shop.com' }),
    await apiCall(page, 'live.detect', { url: 'https://stacklens-fixture-missing.com/', mode: 'light' }),
  ];
  expect(replies.map((r) => r.data?.credits)).toEqual([1, 1, 1, 5]);
}

test('after a known sequence, every figure matches the sandbox ledger', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#credits');
  await page.setViewportSize({ width: 1280, height: 900 });
  await knownSequence(page);
  const ledger = await sandboxLedger();
  expect(ledger.reduce((sum, e) => sum + e.credits, 0)).toBe(8);

  await page.reload();
  const main = page.getByRole('main');
  await expect(
    main
      .getByRole('term')
      .filter({ hasText: /^Balance$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('9,992 credits');
  await expect(main).toContainText('This browser: 8');
  await expect(main).toContainText('Your account (all browsers and apps): 8');
  await expect(main).toContainText('Difference: 0');
  await main.getByRole('img').first().locator('.recharts-bar-rectangle').first().waitFor(); // charts drawn, for the screenshot
  await snapshot(page, 'credits-after-known-sequence');

  for (const summary of await page.getByText('Show as table').all()) await summary.click();
  const perEndpoint = page.getByRole('table', { name: 'Credits used and requests per kind of call, your account' });
  await expect(perEndpoint.getByRole('row', { name: /^Domain lookup/ })).toContainText('2');
  await expect(perEndpoint.getByRole('row', { name: /^Live detection/ })).toContainText('5');
  await expect(perEndpoint.getByRole('row', { name: /^Domain history/ })).toContainText('1');
  // Only calls that spent: the free balance and usage reads are not listed.
  await expect(perEndpoint).not.toContainText(/Credit balance|Account usage|account\./);
  const billed = page.getByRole('table', { name: 'Billed calls' });
  await expect(billed.getByRole('row')).toHaveCount(1 + 4);
  // Each call as a person would say it, with one status word: no parameter names, no HTTP codes.
  const live = billed.getByRole('row', { name: /Live detection/ });
  await expect(live).toContainText('Live detection — stacklens-fixture-missing.com, light mode');
  await expect(live).toContainText('Succeeded');
  await expect(billed).not.toContainText(/\b(url|mode|domain)=|\b200\b|^·/);
});

test('the CSV export contains every billed call', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#credits');
  await knownSequence(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Billed calls' }).getByRole('row')).toHaveCount(1 + 4);
  const lines = (await downloadText(page.getByRole('button', { name: 'Export CSV' }))).split(/\r?\n/);
  expect(lines).toHaveLength(1 + 4);
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[1])
      .sort(),
  ).toEqual(['domain.history', 'domain.technologies', 'domain.technologies', 'live.detect']);
  const credits = lines.slice(1).map((l) => Number(l.split(',')[5]));
  expect(credits.reduce((a, b) => a + b, 0)).toBe(8);
});

test('a budget cap refuses a call without a request, and the popup shows the cap is near', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#credits');
  await knownSequence(page);
  await page.reload();
  await page.getByLabel('Daily cap (credits)').fill('9');
  await page.getByRole('button', { name: 'Save budgets' }).click();
  await expect(page.getByText('Budgets saved.')).toBeVisible();

  const before = await sandboxLedger();
  const refused = await apiCall(page, 'live.detect', { url: 'https://stacklens-fixture-nocompany.com/', mode: 'light' });
  expect(refused).toMatchObject({ ok: false, error: { kind: 'budget' } });
  expect(refused.error!.message).toMatch(/would cross your daily budget of 9 \(8 spent, 1 left\)/);
  expect(await sandboxLedger()).toEqual(before);

  const popup = await PopupPage.open(openPage, 'stacklens-fixture-shop.com');
  await expect(popup.page.getByRole('status').filter({ hasText: 'Nearly at your daily budget: 8 of 9 credits' })).toBeVisible();
  // A lookup that fits (1 credit) still goes through; the next one is refused with the cap named.
  const fresh = await PopupPage.open(openPage, 'stacklens-fixture-nocompany.com');
  await expect(fresh.page.getByText(/\d+ technologies/)).toBeVisible();
  const over = await PopupPage.open(openPage, 'example-budget-test.com');
  await expect(over.alert).toContainText('Budget cap reached');
  await expect(over.alert).toContainText('daily budget of 9');
  await snapshot(over.page, 'popup-budget-refused');
});

test('with the API failing, the balance says when it was really last synced, not "just now"', async ({ openPage, useKey, sandboxAdmin }) => {
  await useKey(SANDBOX_KEYS.pro);
  // The last successful sync was the key's save, before this moment; every answer from here on is a 503.
  const failingFrom = Date.now();
  await sandboxAdmin('fail', { count: 1000, status: 503 });
  const page = await openPage('options.html#credits');
  const marker = page.getByText(/^Last synced .*: the current balance could not be loaded$/);
  await expect(marker).toBeVisible();
  const synced = Date.parse((await marker.locator('time').getAttribute('datetime'))!);
  expect(synced).toBeLessThan(failingFrom);
  // The figure beside it is that sync's.
  await expect(page.getByRole('definition').filter({ hasText: '10,000 credits' })).toBeVisible();
  await snapshot(page, 'credits-stale-balance');
});

test('a rejected key shows no balance beside "The API key was rejected"', async ({ openPage, useKey, sandbox }) => {
  await useKey(SANDBOX_KEYS.pro);
  await fetch(`${sandbox.url}/v1/keys/key_sandbox_pro`, { method: 'DELETE', headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}` } });
  const page = await openPage('options.html#credits');
  await expect(page.getByRole('alert').first()).toContainText('The API key was rejected');
  await expect(page.getByText('10,000 credits')).toHaveCount(0);
  const popup = await PopupPage.open(openPage, 'stacklens-fixture-shop.com');
  await expect(popup.alert).toContainText('The API key was rejected');
  await expect(popup.page.locator('.popup-header')).not.toContainText(/\d credits/);
});

test('a cap that refuses a lookup: the refusal and the search hint link to the cap in Budgets, and raising it there lifts both', async ({
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#credits');
  await page.getByLabel('Daily cap (credits)').fill('1');
  await page.getByRole('button', { name: 'Save budgets' }).click();
  await expect(page.getByText('Budgets saved.')).toBeVisible();
  expect((await apiCall(page, 'domain.technologies', { domain: 'stacklens-fixture-shop.com' })).data?.credits).toBe(1);
  const before = await sandboxLedger();

  const popup = await PopupPage.open(openPage, 'stacklens-fixture-nocompany.com');
  await expect(popup.alert).toContainText('Budget cap reached');
  await expect(popup.alert.getByRole('link', { name: 'Change the cap in Budgets' })).toHaveAttribute('href', /options\.html#credits\/budgets$/);
  // The search hint no longer offers a 1-credit lookup: it says the cap refuses it, and links to it.
  const hint = popup.page.getByText(/^Look up: refused, over your daily budget of 1 credit: raise it in Budgets$/);
  await expect(hint).toBeVisible();
  await expect(hint.getByRole('link', { name: 'raise it in Budgets' })).toHaveAttribute('href', /options\.html#credits\/budgets$/);
  await expect(popup.page.getByText('Look up: 1 credit')).toHaveCount(0);
  await snapshot(popup.page, 'popup-lookup-over-cap');
  expect(await sandboxLedger()).toEqual(before);

  // The link opens Credits & usage at its Budgets, the daily cap field focused.
  const budgets = await openPage('options.html#credits/budgets');
  const daily = budgets.getByLabel('Daily cap (credits)');
  await expect(daily).toBeFocused();
  await expect(daily).toBeInViewport();
  await daily.fill('5');
  await budgets.getByRole('button', { name: 'Save budgets' }).click();
  await expect(budgets.getByText('Budgets saved.')).toBeVisible();

  await popup.page.reload();
  await expect(popup.page.getByText(/^\d+ technologies/)).toBeVisible();
  await expect(popup.page.getByText('Look up: 1 credit')).toBeVisible();
  await expect(popup.page.getByText(/refused, over your/)).toHaveCount(0);
  expect((await sandboxLedger()).filter((e) => e.path === '/v1/domain/stacklens-fixture-nocompany.com').map((e) => e.credits)).toEqual([1]);
});

test('key rotation leaves the extension working with the new key', async ({ openPage, useKey, sandbox }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#credits');
  await page.getByRole('button', { name: 'Rotate key' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate your API key?' });
  await expect(confirm).toContainText(/everyone/i);
  await confirm.getByRole('button', { name: 'Rotate key' }).click();
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = await shown.getByLabel('New API key').inputValue();
  expect(secret).toMatch(/^tapi_live_[A-Za-z0-9]{32}$/);
  expect(secret).not.toBe(SANDBOX_KEYS.pro);
  await expect(shown).toContainText('This is the only time it is shown');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // The old key is dead at the API; StackLens carries on with the new one.
  const old = await fetch(`${sandbox.url}/v1/credits`, { headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}` } });
  expect(old.status).toBe(401);
  const fresh = await fetch(`${sandbox.url}/v1/credits`, { headers: { Authorization: `Bearer ${secret}` } });
  expect(fresh.status).toBe(200);
  // The sandbox refuses a revoked key everywhere, so only this order works: the current key creates the
  // new one, the new one is verified, then it revokes the old one.
  const ledger = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as {
    entries: { method: string; path: string; status: number; key_id: string }[];
  };
  const keyCalls = ledger.entries.filter((e) => /^\/v1\/(keys|credits)/.test(e.path)).map((e) => `${e.method} ${e.path} ${e.status} by ${e.key_id}`);
  const created = keyCalls.findIndex((c) => c.startsWith('POST /v1/keys 201 by key_sandbox_pro'));
  expect(created).toBeGreaterThan(-1);
  expect(keyCalls.slice(created + 1, created + 3)).toEqual([
    expect.stringMatching(/^GET \/v1\/credits 200 by key_sandbox_pro_\d+$/),
    expect.stringMatching(/^DELETE \/v1\/keys\/key_sandbox_pro 200 by key_sandbox_pro_\d+$/),
  ]);
  const popup = await PopupPage.open(openPage, 'stacklens-fixture-shop.com');
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  const settings = await openPage('options.html#settings');
  await expect(settings.getByText(`Current key: live key ending in ${secret.slice(-4)}`)).toBeVisible();
});
