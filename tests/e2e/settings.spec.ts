// Key setup on the options page, as a user does it: paste the key and the sandbox URL, Save, see the balance.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { send } from './chromium';
import { expect, SANDBOX_HOST, test } from './fixtures';
import { SettingsPage } from './pages/settings-page';

declare const chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };

/** Records every message an extension page sends or receives, so a test can search them for the key. */
const RECORD_MESSAGES = () => {
  const log: string[] = ((window as unknown as { __messages: string[] }).__messages = []);
  const runtime = (
    globalThis as unknown as {
      chrome?: { runtime?: { sendMessage?: (...a: unknown[]) => Promise<unknown>; onMessage?: { addListener(f: (m: unknown) => void): void } } };
    }
  ).chrome?.runtime;
  if (!runtime?.sendMessage) return;
  const original = runtime.sendMessage.bind(runtime);
  runtime.sendMessage = async (...args: unknown[]) => {
    log.push(`request ${JSON.stringify(args)}`);
    const reply = await original(...args);
    log.push(`reply ${JSON.stringify(reply)}`);
    return reply;
  };
  runtime.onMessage?.addListener((m) => void log.push(`broadcast ${JSON.stringify(m)}`));
};

test('first install opens the options page at Settings', async ({ context }) => {
  const page = context.pages().find((p) => p.url().includes('options.html')) ?? (await context.waitForEvent('page'));
  await expect(page).toHaveURL(/options\.html#settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('a user enters the key and base URL and sees the plan and balance', async ({ openPage, sandbox }) => {
  const settings = new SettingsPage(await openPage('options.html#settings'));
  await settings.enterKey(SANDBOX_KEYS.pro, sandbox.url);
  await expect(settings.page.getByRole('status').filter({ hasText: 'Key verified and saved.' })).toBeVisible();
  await expect(settings.fact('Plan')).toHaveText('Pro');
  await expect(settings.fact('Balance')).toHaveText('10,000 credits');
  await expect(settings.fact('Credit limit')).toHaveText('10,000 a month');
  await expect(settings.fact('Key type')).toHaveText('Live key');
  await expect(settings.fact('Credits reset')).not.toHaveText('—');
  await expect(settings.page.getByText(`Current key: live key ending in ${SANDBOX_KEYS.pro.slice(-4)}`)).toBeVisible();
  // The key field is emptied and the key is not in the page.
  await expect(settings.keyField).toHaveValue('');
  expect(await settings.page.content()).not.toContain(SANDBOX_KEYS.pro);

  // It survives a reload, and a test key is labelled as such.
  await settings.page.reload();
  await expect(settings.fact('Balance')).toHaveText('10,000 credits');
  await settings.enterKey(SANDBOX_KEYS.test, sandbox.url);
  await expect(settings.fact('Key type')).toHaveText('Test key (never charged)');
});

test('without a key, the paid sections say the key is needed first, then show their forms once it is set', async ({ openPage, sandbox, sandboxLedger }) => {
  const page = await openPage('options.html#technologies');
  await expect(page.getByRole('heading', { level: 1, name: 'Technologies' })).toBeVisible();
  await expect(page.getByText(/^Searching the technology catalog and its pages need your API key/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search the catalog' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByText(/^Company search and bulk domain lookups need your API key/)).toBeVisible();
  await page.getByRole('link', { name: 'Set up your API key' }).click();
  await expect(page).toHaveURL(/options\.html#settings$/);
  const settings = new SettingsPage(page);
  await settings.enterKey(SANDBOX_KEYS.pro, sandbox.url);
  await expect(settings.fact('Balance')).toHaveText('10,000 credits');
  const before = (await sandboxLedger()).length;
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Technologies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Technologies' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Search the catalog' })).toBeVisible();
  await expect(page.getByText('No API key yet')).toHaveCount(0);
  // Opening the section spends nothing.
  expect((await sandboxLedger()).slice(before).filter((e) => e.credits > 0)).toEqual([]);
});

test('a wrong key gets an error and is not saved', async ({ openPage, sandbox }) => {
  const settings = new SettingsPage(await openPage('options.html#settings'));
  await settings.enterKey(SANDBOX_KEYS.pro, sandbox.url);
  await expect(settings.fact('Balance')).toHaveText('10,000 credits');

  await settings.enterKey(SANDBOX_KEYS.revoked, sandbox.url);
  const alert = settings.page.getByRole('alert');
  await expect(alert).toContainText('The API key was rejected');
  await expect(alert).toContainText('not saved');
  await settings.page.reload();
  await expect(settings.page.getByText(`Current key: live key ending in ${SANDBOX_KEYS.pro.slice(-4)}`)).toBeVisible();

  await settings.enterKey('tapi_live_tooShort', sandbox.url);
  await expect(settings.page.getByRole('alert')).toContainText('tapi_live_ or tapi_test_ followed by 32 letters or digits');
});

test('the key never appears in any message the worker sends', async ({ context, openPage, sandbox }) => {
  await context.addInitScript(RECORD_MESSAGES);
  const settings = new SettingsPage(await openPage('options.html#settings'));
  await settings.enterKey(SANDBOX_KEYS.pro, sandbox.url);
  // Saving makes two free calls (the balance, then the key's account) and may start the worker: on a
  // loaded machine that took over the default 10 s once, with the page still saying "Verifying…".
  await expect(settings.fact('Balance')).toHaveText('10,000 credits', { timeout: 30_000 });
  await settings.page.reload();
  await expect(settings.fact('Balance')).toHaveText('10,000 credits', { timeout: 30_000 });
  // A lookup through the worker, and a failed one, as any page would make.
  const results = await settings.page.evaluate(async () => {
    const send = (payload: unknown) => chrome.runtime.sendMessage({ channel: 'stacklens/v1', type: 'api.call', payload });
    return [
      await send({ endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } }),
      await send({ endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-missing.com' } }),
    ];
  });
  expect(results[0]).toMatchObject({ ok: true, data: { source: 'network', credits: 1 } });
  expect(results[1]).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  const log = await settings.page.evaluate(() => (window as unknown as { __messages: string[] }).__messages);
  expect(log.filter((l) => l.startsWith('reply')).length).toBeGreaterThanOrEqual(4);
  for (const line of log.filter((l) => !l.startsWith('request'))) expect(line).not.toContain(SANDBOX_KEYS.pro);
});

test('an http base URL on another host is refused, saying why, and the key is sent nowhere', async ({ openPage, sandbox, sandboxLedger }) => {
  const settings = new SettingsPage(await openPage('options.html#settings'));
  // The host name reaches the sandbox (--host-resolver-rules): a request with the key would show in its ledger.
  await settings.enterKey(SANDBOX_KEYS.pro, `http://${SANDBOX_HOST}`);
  const alert = settings.page.getByRole('alert');
  await expect(alert).toContainText('must start with https://');
  await expect(alert).toContainText(`unencrypted to ${SANDBOX_HOST}`);
  await expect(alert).toContainText('127.0.0.1, ::1, localhost');
  // The worker refuses it too, whatever the page does.
  const reply = await settings.page.evaluate(
    ([key, url]) => chrome.runtime.sendMessage({ channel: 'stacklens/v1', type: 'keys.save', payload: { key, baseUrl: url } }),
    [SANDBOX_KEYS.pro, `http://${SANDBOX_HOST}:${new URL(sandbox.url).port}`] as const,
  );
  expect(reply).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringContaining('must start with https://') } });
  expect(await sandboxLedger()).toEqual([]);
  // The mapping does reach the sandbox, so an empty ledger means nothing was sent there.
  const mapped = await settings.page.evaluate(async (url) => (await fetch(`${url}/v1/credits`)).status, `http://${SANDBOX_HOST}`);
  expect(mapped).toBe(401);
  await settings.page.reload();
  await expect(settings.page.getByText(/Current key:/)).toHaveCount(0);
});

test('a failed verification keeps the previous key and base URL', async ({ openPage, sandbox }) => {
  const settings = new SettingsPage(await openPage('options.html#settings'));
  await settings.enterKey(SANDBOX_KEYS.pro, sandbox.url);
  await expect(settings.fact('Balance')).toHaveText('10,000 credits');

  // A key the API refuses, at another address: neither is kept.
  const elsewhere = `http://localhost:${new URL(sandbox.url).port}`;
  await settings.enterKey(SANDBOX_KEYS.revoked, elsewhere);
  await expect(settings.page.getByRole('alert')).toContainText('not saved');
  await settings.page.reload();
  await expect(settings.page.getByText(`Current key: live key ending in ${SANDBOX_KEYS.pro.slice(-4)}`)).toBeVisible();
  await expect(settings.baseUrlField).toHaveValue(sandbox.url);
  await expect(settings.fact('Balance')).toHaveText('10,000 credits');
});

test('Settings › Storage shows what each store holds, and clearing the cache by keyboard keeps the ledger and audiences', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#settings');
  // A paid lookup (cached, one ledger row) and an audience of two members, through the app's own messages.
  await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
  const audience = await send<{ id: string }>(page, 'audiences.create', { name: 'Storage check' });
  await send(page, 'audiences.addMembers', { id: audience.id, lines: ['a-example.com', 'b-example.com'] });
  await page.reload();
  const settings = new SettingsPage(page);
  await expect(page.getByRole('heading', { name: 'Storage' })).toBeVisible();
  await expect(settings.fact('Cache')).toHaveText(/^[\d.]+ KB of 50 MB, [1-9]\d* answers?\.$/);
  const ledgerText = /^[1-9][\d,]* calls? since \w{3} \d{1,2}, \d{4}\.$/;
  await expect(settings.fact('Spend ledger')).toHaveText(ledgerText);
  // Each load of Settings re-reads the balance (a free call, recorded): the ledger only grows.
  const calls = async () => Number(/^([\d,]+)/.exec((await settings.fact('Spend ledger').textContent()) ?? '')![1]!.replace(/,/g, ''));
  const ledgerBefore = await calls();
  await expect(settings.fact('Audiences')).toHaveText('1 audience, 2 members.');

  // Keyboard only: the dialog opens on Enter with Cancel focused, Escape closes it with nothing cleared.
  const clearCache = page.getByRole('button', { name: 'Clear cache…' });
  await clearCache.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Clear the cache?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('the spend ledger are kept');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settings.fact('Cache')).toHaveText(/[1-9]\d* answers?\.$/);

  // Again, then Tab to the delete button and press Enter.
  await clearCache.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete cached answers' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(settings.fact('Cache')).toHaveText('0 B of 50 MB, 0 answers.');
  await expect(page.getByRole('status').filter({ hasText: 'Cache cleared.' })).toBeVisible();

  // The ledger and the audiences are untouched, also after a reload (read again from the worker).
  await page.reload();
  await expect(settings.fact('Cache')).toHaveText('0 B of 50 MB, 0 answers.');
  await expect(settings.fact('Spend ledger')).toHaveText(ledgerText);
  expect(await calls()).toBeGreaterThanOrEqual(ledgerBefore);
  await expect(settings.fact('Audiences')).toHaveText('1 audience, 2 members.');
});

test('a refused cache setting shows its message in the notice without a list bullet', async ({ openPage }) => {
  const page = await openPage('options.html#settings');
  await page.getByLabel('Cache size limit (MB)').fill('0');
  await page.getByRole('button', { name: 'Apply cache settings' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'MB' });
  await expect(notice).toBeVisible();
  const markers = await notice.locator('li').evaluateAll((items) => items.map((li) => getComputedStyle(li).listStyleType));
  expect(markers.length).toBeGreaterThan(0);
  expect(markers.every((m) => m === 'none')).toBe(true);
});

test('Settings and Credits set no text below the type scale’s smallest step (0.85rem, 11.9 px)', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  for (const [hash, heading] of [
    ['settings', 'Storage'],
    ['credits', 'Budgets'],
  ]) {
    const page = await openPage(`options.html#${hash}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const tiny = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => !e.closest('svg') && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .filter((e) => e.checkVisibility() && parseFloat(getComputedStyle(e).fontSize) < 11.8)
        .map((e) => `${getComputedStyle(e).fontSize} ${e.textContent!.slice(0, 40)}`),
    );
    expect(tiny, hash).toEqual([]);
  }
});

test('a new user saves a key, is told the next step, and until the lookup question is answered the popup asks before spending', async ({
  openPage,
  sandbox,
  sandboxLedger,
}) => {
  const SHOP = 'stacklens-fixture-shop.com';
  const settings = new SettingsPage(await openPage('options.html#settings'));
  await settings.enterKey(SANDBOX_KEYS.pro, sandbox.url);
  // The shortcut the browser gives the popup's command, as the page itself reads it.
  const keys = await settings.page.evaluate(async () => {
    const all = await (
      globalThis as unknown as { chrome: { commands: { getAll(): Promise<{ name?: string; shortcut?: string }[]> } } }
    ).chrome.commands.getAll();
    return all.find((c) => c.name === '_execute_action')?.shortcut ?? '';
  });
  const next = keys
    ? `Next: open any website and click StackLens in the browser’s toolbar, or press ${keys}.`
    : 'Next: open any website and click StackLens in the browser’s toolbar.';
  await expect(settings.page.getByRole('status').filter({ hasText: 'Key verified and saved.' })).toBeVisible();
  await expect(settings.page.getByRole('status').filter({ hasText: next })).toHaveText(next);
  await expect(settings.page.getByRole('heading', { name: 'When you open StackLens on a new site' })).toBeVisible();

  // Settings left without an answer: the popup shows the price and waits for a click.
  const popup = await openPage(`popup.html?domain=${SHOP}`);
  await expect(popup.getByRole('button', { name: `Load technologies of ${SHOP} · 1 credit` })).toBeVisible();
  expect((await sandboxLedger()).filter((e) => e.path.startsWith('/v1/domain'))).toEqual([]);
  await popup.close();

  // Answered by keyboard: the question goes, the focus lands on the box that holds the answer.
  await settings.page.reload();
  await settings.page.getByRole('button', { name: 'Look up automatically · 1 credit per new site' }).focus();
  await settings.page.keyboard.press('Enter');
  const ask = settings.page.getByRole('checkbox', { name: /^Ask before each lookup/ });
  await expect(ask).toBeFocused();
  await expect(ask).not.toBeChecked();
  await expect(settings.page.getByRole('heading', { name: 'When you open StackLens on a new site' })).toHaveCount(0);

  const looked = await openPage(`popup.html?domain=${SHOP}`);
  await expect(looked.getByText('6 technologies')).toBeVisible();
  expect((await sandboxLedger()).filter((e) => e.path.startsWith('/v1/domain')).map((e) => [e.path, e.credits])).toEqual([[`/v1/domain/${SHOP}`, 1]]);
});
