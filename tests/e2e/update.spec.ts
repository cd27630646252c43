// An update as the store does it: the previous release (v0.1.0, built from git) is installed in a
// Chromium profile and used as a person would (key, lookups, an audience with members, a budget, an
// alert, a lead list); then today's build replaces its files in the same folder (same profile, same
// extension id) and the extension is reloaded, so `onInstalled` fires with reason `update`. Everything
// is still there, a site answered before costs 0 credits, and no page or worker logs an error (the
// `context` fixture fails the test otherwise).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { send } from './chromium';
import { EXTENSION_DIR, expect, test as base } from './fixtures';
import { PopupPage } from './pages/popup-page';
import { releaseBuild, replaceFiles } from './release-build';

const PREVIOUS = 'v0.1.0';
/** This build's version (the manifest's comes from package.json). */
const TODAY = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
const KEY = SANDBOX_KEYS.pro;
/** Sites the user looked up before the update: cached, so free after it. */
const LOOKED_UP = ['stacklens-fixture-shop.com', 'example.org'];
const MEMBERS = ['already.net', 'example.org'];

const test = base.extend<{ installedDir: string }, { previousRelease: string }>({
  // Built once per worker (and cached by commit): a first build takes about half a minute.
  previousRelease: [async ({}, use) => use(releaseBuild(PREVIOUS)), { scope: 'worker', timeout: 300_000 }],
  // The unpacked extension's folder: a copy of the previous release that the update overwrites.
  installedDir: async ({ previousRelease }, use) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-installed-'));
    fs.cpSync(previousRelease, dir, { recursive: true });
    await use(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  },
  extensionDir: async ({ installedDir }, use) => use(installedDir),
  // DevTools' Extensions.loadUnpacked, which reloads the folder as an update (chrome.runtime.reload()
  // unloads an extension loaded from the command line without loading it again).
  browserArgs: ['--enable-unsafe-extension-debugging'],
});

const fact = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** v0.1.0's Settings: key and base URL, verified and saved. */
async function saveKeyInOldSettings(page: Page, baseUrl: string) {
  await page.getByLabel('API key', { exact: true }).fill(KEY);
  await page.getByLabel('API base URL').fill(baseUrl);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Key verified and saved.' })).toBeVisible();
}

async function lookUp(openPage: (p: string) => Promise<Page>, domain: string) {
  const popup = await PopupPage.open(openPage, domain);
  await expect(popup.heading(domain)).toBeVisible();
  await expect(popup.page.getByText(/\d+ technologies/).first()).toBeVisible();
  await popup.page.close();
}

/** Loads the folder again, as Chrome does after the store replaced an extension's files; the new worker. */
async function reloadExtension(context: BrowserContext, dir: string, extensionId: string): Promise<Worker> {
  const next = context.waitForEvent('serviceworker');
  const session = await context.browser()!.newBrowserCDPSession();
  const { id } = (await session.send('Extensions.loadUnpacked' as never, { path: dir } as never)) as unknown as { id: string };
  expect(id, 'the same extension, updated: its id is kept').toBe(extensionId);
  await session.detach();
  return next;
}

/** What the new worker's onInstalled recorded (entrypoints/background/install.ts), read from its IndexedDB. */
function lastUpdate(worker: Worker) {
  return worker.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('stacklens');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('meta');
          const read = tx.objectStore('meta').get('lastUpdate');
          tx.oncomplete = () => {
            open.result.close();
            resolve((read.result as { value?: unknown } | undefined)?.value ?? null);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('an update from v0.1.0 in place keeps everything, re-buys nothing and logs no error', async ({
  context,
  worker,
  installedDir,
  extensionErrors,
  openPage,
  sandbox,
  sandboxLedger,
}) => {
  test.setTimeout(240_000);
  const extensionId = new URL(worker.url()).host;
  const oldVersion = await worker.evaluate(
    () => (globalThis as unknown as { chrome: { runtime: { getManifest(): { version: string } } } }).chrome.runtime.getManifest().version,
  );
  expect(oldVersion).toBe('0.1.0');

  // --- v0.1.0, used as a person would ---
  const settings = await openPage('options.html#settings');
  await saveKeyInOldSettings(settings, sandbox.url);
  await settings.close();
  for (const domain of LOOKED_UP) await lookUp(openPage, domain);

  const audiences = await openPage('options.html#audiences');
  await audiences.getByLabel('New audience name').fill('Prospects');
  await audiences.getByRole('button', { name: 'Create audience' }).click();
  await expect(audiences.getByRole('heading', { name: 'Prospects', level: 2 })).toBeVisible();
  await audiences.getByLabel('Domains or URLs, one a line').fill(MEMBERS.join('\n'));
  await audiences.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(audiences.getByRole('status', { name: 'Import result' })).toContainText('2 added, 0 duplicates, 0 rejected');
  await expect.poll(() => [...sandbox.state.audiences.values()].map((a) => [a.audience.name, [...a.members.keys()].sort()])).toEqual([['Prospects', MEMBERS]]);
  await audiences.close();

  const credits = await openPage('options.html#credits');
  await credits.getByLabel('Daily cap (credits)').fill('500');
  await credits.getByRole('button', { name: 'Save budgets' }).click();
  await expect(credits.getByText('Budgets saved.')).toBeVisible();
  await credits.close();

  const shopify = sandbox.state.world.techByName('Shopify')!;
  const signals = await openPage(`options.html#signals/explore?type=adoption&technology=${shopify.id}&name=Shopify`);
  await signals.getByRole('button', { name: 'Save as alert · free' }).click();
  const form = signals.getByRole('form', { name: 'New alert' });
  await form.getByLabel('Alert name').fill('Shopify adopters');
  await form.getByLabel('Webhook URL').fill('https://hooks.example.com/stacklens');
  await form.getByRole('button', { name: 'Create alert · free' }).click();
  await expect(signals.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
  await signals.close();

  const leads = await openPage('options.html#leadlists');
  await leads.getByLabel('List name').fill('GA prospects');
  await leads.getByLabel('Technology name or category').fill('Google Analytics');
  await leads.getByRole('button', { name: 'Search · 1 credit' }).click();
  await leads.getByRole('list', { name: 'Catalog results' }).getByRole('button', { name: 'Add Google Analytics', exact: true }).click();
  await leads.getByLabel(/^Maximum rows/).fill('10');
  await leads.getByRole('button', { name: 'Review estimate and start' }).click();
  await leads.getByRole('dialog').getByRole('button', { name: 'Start lead list' }).click();
  await expect(fact(leads, 'Status')).toHaveText('Completed');
  await leads.close();

  // --- the update: today's files in the same folder, the extension reloaded ---
  const before = await sandboxLedger();
  const paidBefore = before.filter((e) => e.credits > 0).length;
  expect(paidBefore).toBeGreaterThanOrEqual(LOOKED_UP.length);
  // The store updates an extension whose pages are closed; a page left open would lose its worker.
  for (const page of context.pages().slice(1)) await page.close();
  replaceFiles(installedDir, EXTENSION_DIR);
  // What v0.1.0 logged is its own (its bundle probed eval, which CSP refused): today's build is judged from here.
  extensionErrors.from = extensionErrors.logged.length;
  const updated = await reloadExtension(context, installedDir, extensionId);
  expect(new URL(updated.url()).host).toBe(extensionId);
  await expect.poll(() => lastUpdate(updated)).toMatchObject({ from: '0.1.0', to: TODAY });

  // --- everything is there ---
  const page = await openPage('options.html#settings');
  await expect(page.getByText(`Current key: live key ending in ${KEY.slice(-4)}`)).toBeVisible();
  // The lookup question is new: offered to a user who had a key before it existed.
  await expect(page.getByRole('heading', { name: 'When you open StackLens on a new site' })).toBeVisible();
  expect(await send(page, 'budgets.get')).toMatchObject({ caps: { daily: 500, monthly: null } });
  const ledger = await send<{ endpoint: string; credits: number }[]>(page, 'ledger.list', {});
  expect(ledger.filter((r) => r.credits > 0).length).toBe(paidBefore);
  // The running totals the upgrade built (v8) count what was spent before it: the budgets see it all.
  const spent = ledger.reduce((sum, r) => sum + r.credits, 0);
  expect(await send(page, 'budgets.get')).toMatchObject({ spent: { month: spent } });
  const { audiences: saved } = await send<{ audiences: { id: string; name: string; size: number }[] }>(page, 'audiences.list');
  expect(saved.map((a) => [a.name, a.size])).toEqual([['Prospects', MEMBERS.length]]);
  const { alerts } = await send<{ alerts: { name: string }[] }>(page, 'alerts.list', { sync: false });
  expect(alerts.map((a) => a.name)).toEqual(['Shopify adopters']);
  const lists = await send<{ label: string; status: string; creditsCharged: number }[]>(page, 'leadLists.list');
  expect(lists.map((l) => [l.label, l.status, l.creditsCharged])).toEqual([['GA prospects', 'completed', 10]]);
  await page.close();

  // The audience opens with its members, as a person would look for them.
  const section = await openPage('options.html#audiences');
  await section
    .getByRole('table', { name: 'Audiences' })
    .getByRole('row', { name: /Prospects/ })
    .getByRole('link', { name: 'Prospects' })
    .click();
  for (const domain of MEMBERS)
    await expect(section.getByRole('table', { name: 'Members' }).getByRole('row', { name: new RegExp(domain.replace('.', '\\.')) })).toBeVisible();
  await section.close();

  // A site answered before the update opens from the cache: the popup says it spent nothing, the sandbox charged nothing.
  const popup = await PopupPage.open(openPage, LOOKED_UP[0]);
  await expect(popup.heading(LOOKED_UP[0]!)).toBeVisible();
  await expect(popup.page.getByText(/\d+ technologies/).first()).toBeVisible();
  await expect(popup.page.getByRole('status').filter({ hasText: 'Looked up' })).toHaveCount(0);
  // The lookup question is new: the popup offers it too, and says what it does meanwhile.
  const offer = popup.page.getByRole('complementary', { name: 'New: ask before looking up' });
  await expect(offer).toContainText('Until you choose, new sites are looked up automatically, as before.');
  await expect(offer.getByRole('link', { name: 'Choose in Settings' })).toHaveAttribute('href', `chrome-extension://${extensionId}/options.html#settings`);
  const after = await sandboxLedger();
  expect(after.slice(before.length).filter((e) => e.credits > 0)).toEqual([]);
  await popup.page.close();

  // Until the lookup question is answered, the popup does what v0.1.0 did: a new site is looked up at once.
  const fresh = await PopupPage.open(openPage, 'example.net');
  await expect(fresh.page.getByRole('status').filter({ hasText: 'Looked up example.net: 1 credit' })).toBeVisible();
});
