// Options › Signals & alerts against the sandbox, with a webhook receiver on loopback: the explorer
// answers what the sandbox's data says, pages already seen cost 0, a capped export charges exactly
// the balance, and an alert's deliveries arrive signed, once each, and retried on a 500.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { CompanyFilters } from '../../lib/api/schemas';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { send } from './chromium';
import { expect, snapshot, test } from './fixtures';
import { PopupPage } from './pages/popup-page';
import { lineCount } from './table-layout';
import type { Sandbox } from './server-fixtures';

interface Delivery {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; alert_id: string; data: { domain: string } };
  answered: number;
}

/** A webhook receiver on 127.0.0.1 that records every POST and answers `status`. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, raw, body: JSON.parse(raw), answered: state.status });
      res.statusCode = state.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
  return { url, deliveries, state, close: () => new Promise((r) => server.close(r)) };
}

/** Runs the JavaScript snippet exactly as the page shows it, and returns its verifySignature. */
function loadSnippet(code: string): (secret: string, header: string, raw: string, now?: number) => boolean {
  const module = { exports: {} as { verifySignature?: (secret: string, header: string, raw: string, now?: number) => boolean } };
  new Function('require', 'module', code)(createRequire(path.resolve('package.json')), module);
  return module.exports.verifySignature!;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The sandbox's adoptions of `technology` over the explorer's default 30 days, narrowed by `filters`: what a search should list. */
const adoptions = (sandbox: Sandbox, technology: number, filters: CompanyFilters = {}) =>
  sandbox.state.world.signalEvents({ type: 'adoption', technology, since: isoDay(Date.now() - 30 * 86_400_000), until: isoDay(Date.now()), ...filters });
const signalCalls = async (ledger: () => Promise<{ path: string; credits: number }[]>) => (await ledger()).filter((e) => e.path.startsWith('/v1/signals/'));

/** Types a name (free) and searches the catalog with Enter (1 credit, or free when cached), then picks. */
async function pickTechnology(scope: Page | Locator, label: string, name: RegExp) {
  const box = scope.getByRole('searchbox', { name: label, exact: true });
  await box.fill('Shopify');
  await box.press('Enter');
  await scope
    .getByRole('list', { name: `Matches for ${label}` })
    .getByRole('button', { name })
    .click();
}

test('explorer with filters shows the sandbox data; pages already seen cost 0; a capped export charges exactly the balance', async ({
  openPage,
  useKey,
  sandbox,
  sandboxLedger,
  sandboxAdmin,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#signals');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await expect(page.getByRole('heading', { name: 'Signals & alerts' })).toBeVisible();

  // Invalid values are refused in the form, with the allowed range, and nothing is sent.
  await page.getByLabel('Founded from (1800–2025)').fill('1700');
  await page.getByLabel('Since').fill(isoDay(Date.now() - 400 * 86_400_000));
  await page.getByRole('button', { name: /^Find signals/ }).click();
  await expect(page.getByText('Founded from must be a whole number from 1800 to 2025.')).toBeVisible();
  await expect(page.getByText(/at most 365 days/)).toBeVisible();
  await expect(page.getByText(/Choose a technology for “Technology adopted”/)).toBeVisible();
  expect(await signalCalls(sandboxLedger)).toEqual([]);

  await page.getByLabel('Founded from (1800–2025)').fill('');
  await page.getByLabel('Since').fill(isoDay(Date.now() - 30 * 86_400_000));
  // Enter in the picker searches the catalog: 1 credit, and the button says so.
  await pickTechnology(page, 'Technology adopted', /^Shopify (?!Plus)/);
  await expect(page.getByRole('button', { name: 'Change Technology adopted' })).toBeVisible();
  expect((await sandboxLedger()).filter((e) => e.path.startsWith('/v1/technologies')).map((e) => e.credits)).toEqual([1]);
  await page.getByLabel('Country').fill('United States');
  await page.getByRole('button', { name: 'Find signals · 1 credit' }).click();

  const shopify = sandbox.state.world.techByName('Shopify')!;
  const expected = adoptions(sandbox, shopify.id, { country: 'United States' });
  expect(expected.length).toBeGreaterThan(25);
  const table = page.getByRole('table', { name: 'Signal events' });
  await expect(table.getByRole('rowheader')).toHaveCount(25);
  expect(await table.getByRole('rowheader').allInnerTexts()).toEqual(expected.slice(0, 25).map((e) => e.domain));
  await expect(table).not.toContainText(/Canada|United Kingdom/);
  await expect(page.getByText(`${expected.length} events from`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find signals · free (cached)' })).toBeVisible();
  // Each domain opens the domain view, asking before its lookup (opening it spends nothing).
  await expect(table.getByRole('link', { name: expected[0]!.domain })).toHaveAttribute(
    'href',
    new RegExp(`popup\\.html\\?domain=${expected[0]!.domain.replace(/\./g, '\\.')}&ask=1$`),
  );
  await snapshot(page, 'signals-explorer-results');
  // At 1,280 px a domain and a date each stay on one line, and the table takes the page's width.
  const firstRow = table.getByRole('row').nth(1);
  const [domainCell, dateCell] = [firstRow.getByRole('rowheader'), firstRow.getByRole('cell').nth(1)];
  await expect(page.getByRole('columnheader').nth(2)).toHaveText('Date');
  expect([await lineCount(domainCell), await lineCount(dateCell)]).toEqual([1, 1]);
  expect((await table.boundingBox())!.width).toBeGreaterThan(980);

  // Page 2 costs 1; back to page 1 and forward again cost 0.
  const pager = page.getByRole('navigation', { name: 'Signal pages' });
  await pager.getByRole('button', { name: 'Next · 1 credit' }).click();
  await expect(table.getByRole('rowheader').first()).toHaveText(expected[25]!.domain);
  await pager.getByRole('button', { name: 'Previous · free (cached)' }).click();
  await expect(table.getByRole('rowheader').first()).toHaveText(expected[0]!.domain);
  await pager.getByRole('button', { name: 'Next · free (cached)' }).click();
  await expect(table.getByRole('rowheader').first()).toHaveText(expected[25]!.domain);
  const queries = await signalCalls(sandboxLedger);
  expect(queries.map((q) => q.credits)).toEqual([1, 1]);

  // A size and founded years narrow the answer to exactly what the sandbox holds for them.
  await page.getByLabel('Size').selectOption('11-50');
  await page.getByLabel('Founded from (1800–2025)').fill('1980');
  await page.getByLabel('Founded until (1800–2025)').fill('2015');
  await page.getByRole('button', { name: 'Find signals · 1 credit' }).click();
  const narrowed = adoptions(sandbox, shopify.id, { country: 'United States', employees: '11-50', founded_min: 1980, founded_max: 2015 });
  expect(narrowed.length).toBeGreaterThan(0);
  expect(narrowed.length).toBeLessThan(expected.length);
  await expect(page.getByText(new RegExp(`^${narrowed.length} events? from`))).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText(narrowed.slice(0, 25).map((e) => e.domain));
  for (const e of narrowed) expect(e.company?.employees).toBe('11-50');
  expect((await signalCalls(sandboxLedger)).map((q) => q.credits)).toEqual([1, 1, 1]);
  // Back to the first query: its first page is cached, so free.
  await page.getByLabel('Size').selectOption('');
  await page.getByLabel('Founded from (1800–2025)').fill('');
  await page.getByLabel('Founded until (1800–2025)').fill('');
  await page.getByRole('button', { name: 'Find signals · free (cached)' }).click();
  await expect(table.getByRole('rowheader').first()).toHaveText(expected[0]!.domain);
  await expect(page.getByText(`${expected.length} events from`)).toBeVisible();
  expect((await signalCalls(sandboxLedger)).map((q) => q.credits)).toEqual([1, 1, 1]);

  // Export with a balance of 10: the estimate and confirmation first, then the cap, charged exactly 10.
  await sandboxAdmin('balance', { plan: 'pro', balance: 10 });
  await page.getByLabel('Maximum rows (1–10,000)').fill('20000');
  await expect(page.getByText('Maximum rows must be a whole number from 1 to 10,000.')).toBeVisible();
  await page.getByLabel('Maximum rows (1–10,000)').fill('40');
  await page.getByRole('button', { name: 'Export… · up to 40 credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export signals?' });
  await expect(dialog).toContainText('at most 40 credits');
  await expect(dialog).toContainText('Your balance covers 10 rows: the export will be capped there and charge 10 credits.');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export up to 40 rows' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stacklens-adoption-\d+-.*\.csv$/);
  await expect(page.getByText('Export capped by your credit balance')).toBeVisible();
  await expect(page.getByText(/10 of up to 40 rows arrived: the server stopped when your credits ran out/)).toBeVisible();
  const exports = (await sandboxLedger()).filter((e) => e.path.startsWith('/v1/signals/adoption/export'));
  expect(exports.map((e) => e.credits)).toEqual([10]);
  // The local ledger accounts for every credit the sandbox charged.
  const local = await send<{ endpoint: string; credits: number }[]>(page, 'ledger.list');
  expect(local.filter((r) => r.endpoint === 'signals.export').map((r) => r.credits)).toEqual([10]);
  const charged = (await sandboxLedger()).reduce((sum, e) => sum + e.credits, 0);
  expect(local.reduce((sum, r) => sum + r.credits, 0)).toBe(charged);
  const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(csv.trim().split(/\r\n/)).toHaveLength(11);
});

test('an alert: created with its secret shown once, test and new events delivered signed and once each, 500s retried', async ({
  openPage,
  useKey,
  sandbox,
  sandboxAdmin,
}) => {
  const receiver = await startReceiver();
  try {
    await useKey(SANDBOX_KEYS.pro);
    // Prefilled from the popup's "Who adopted this recently".
    const shopify = sandbox.state.world.techByName('Shopify')!;
    const page = await openPage(`options.html#signals/explore?type=adoption&technology=${shopify.id}&name=Shopify`);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await expect(page.getByText('Technology adopted')).toBeVisible();
    await page.getByRole('button', { name: 'Save as alert · free' }).click();
    const form = page.getByRole('form', { name: 'New alert' });
    await expect(form.getByLabel('Alert name')).toHaveValue('adoption: Shopify');
    await expect(page.getByText(/Alerts are free/)).toBeVisible();

    // Anything but https:// (or http://localhost, http://127.0.0.1) is refused in the form.
    await form.getByLabel('Webhook URL').fill('http://hooks.example.com/x');
    await form.getByRole('button', { name: 'Create alert · free' }).click();
    await expect(form.getByText(/Webhook URL must start with https:\/\//)).toBeVisible();
    await form.getByLabel('Alert name').fill('Shopify adopters');
    await form.getByLabel('Webhook URL').fill(receiver.url);
    await form.getByRole('button', { name: 'Create alert · free' }).click();

    const secretBox = page.getByLabel('Signing secret');
    await expect(secretBox).toHaveValue(/^whsec_[A-Za-z0-9]{32}$/);
    const secret = await secretBox.inputValue();
    const snippet = await page.getByLabel('JavaScript verification snippet').innerText();
    await expect(page.getByLabel('Python verification snippet')).toContainText('hmac.compare_digest');
    await snapshot(page, 'signals-alert-created');
    const verify = loadSnippet(snippet);

    // "Send test event" shows the receiver's status; the delivery verifies with the snippet.
    const row = page.getByRole('row', { name: /Shopify adopters/ });
    await expect(row).toContainText('127.0.0.1');
    await expect(row).toContainText('Adopted Shopify');
    await row.getByRole('button', { name: 'Send test event: Shopify adopters' }).click();
    await expect(row.getByRole('status')).toHaveText('Test event sent: the receiver answered 200 (OK).');
    expect(receiver.deliveries).toHaveLength(1);
    const test = receiver.deliveries[0]!;
    expect(test.body.type).toBe('alert.test');
    const header = String(test.headers['x-signature']);
    expect(verify(secret, header, test.raw)).toBe(true);
    expect(verify(secret, header, test.raw.replace('"alert.test"', '"alert.tesT"'))).toBe(false);
    expect(verify(`${secret}x`, header, test.raw)).toBe(false);
    // The 5-minute tolerance: the same delivery 301 s later is refused.
    const t = Number(/t=(\d+)/.exec(header)![1]);
    expect(verify(secret, header, test.raw, t + 300)).toBe(true);
    expect(verify(secret, header, test.raw, t + 301)).toBe(false);

    // The secret is gone from the UI once stored, and was never written to IndexedDB.
    await page.getByRole('button', { name: 'I have stored the secret' }).click();
    await expect(page.getByLabel('Signing secret')).toHaveCount(0);
    const stored = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('stacklens');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('alerts').objectStore('alerts').getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
          };
        }),
    );
    expect(stored).toContain('Shopify adopters');
    expect(stored).not.toContain(secret);

    // Two new signal events reach the receiver exactly once each.
    await sandboxAdmin('signals/emit', { type: 'adoption', technology: shopify.id, domain: 'new-shop-one.com' });
    await sandboxAdmin('signals/emit', { type: 'adoption', technology: shopify.id, domain: 'new-shop-two.com' });
    await sandbox.state.webhooks.settled();
    await new Promise((r) => setTimeout(r, 300));
    const signals = receiver.deliveries.filter((d) => d.body.type === 'signal.adoption');
    expect(signals.map((d) => d.body.data.domain).sort()).toEqual(['new-shop-one.com', 'new-shop-two.com']);
    expect(new Set(signals.map((d) => d.body.id)).size).toBe(2);
    for (const d of signals) expect(verify(secret, String(d.headers['x-signature']), d.raw)).toBe(true);

    // A receiver answering 500 gets the retries (the sandbox's three), for the same event.
    receiver.state.status = 500;
    await sandboxAdmin('signals/emit', { type: 'adoption', technology: shopify.id, domain: 'new-shop-three.com' });
    // Once delivery has settled (the first attempt and every retry done), exactly 4 attempts: no more, no fewer.
    await expect.poll(() => receiver.deliveries.filter((d) => d.body.data?.domain === 'new-shop-three.com').length, { timeout: 10_000 }).toBeGreaterThan(0);
    await sandbox.state.webhooks.settled();
    await new Promise((r) => setTimeout(r, 500));
    const failed = receiver.deliveries.filter((d) => d.body.data?.domain === 'new-shop-three.com');
    expect(failed).toHaveLength(4);
    expect(new Set(failed.map((d) => d.body.id)).size).toBe(1);
    expect(failed.every((d) => d.answered === 500)).toBe(true);

    // The list shows the deliveries; a second alert with the same name gets a clear 409 message.
    await page.reload();
    await expect(page.getByRole('row', { name: /Shopify adopters/ })).not.toContainText('Never');
    await page.getByRole('button', { name: 'New alert' }).click();
    const second = page.getByRole('form', { name: 'New alert' });
    await second.getByLabel('Alert name').fill('shopify ADOPTERS');
    await pickTechnology(second, 'Technology adopted', /^Shopify (?!Plus)/);
    await second.getByLabel('Webhook URL').fill(receiver.url);
    await second.getByRole('button', { name: 'Create alert · free' }).click();
    await expect(
      second.getByText('An alert with this name already exists (names are compared ignoring case): choose another name, or edit the existing alert.'),
    ).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();

    // Edit: the same form, prefilled; the change is saved and listed.
    await page.getByRole('button', { name: 'Edit Shopify adopters' }).click();
    const edit = page.getByRole('form', { name: 'Edit alert' });
    await expect(edit.getByLabel('Webhook URL')).toHaveValue(receiver.url);
    await edit.getByLabel('Country').fill('Canada');
    await edit.getByRole('button', { name: 'Save changes · free' }).click();
    await expect(page.getByRole('row', { name: /Shopify adopters/ })).toContainText('country: Canada');
    expect([...sandbox.state.alerts.values()].map((a) => a.alert.query.filters)).toEqual([{ country: 'Canada' }]);

    // Disable, then delete with a confirmation.
    const alertRow = page.getByRole('row', { name: /Shopify adopters/ });
    await alertRow.getByRole('checkbox', { name: 'Enabled: Shopify adopters' }).click(); // changed once the server accepts it
    await expect(alertRow.getByRole('checkbox', { name: 'Enabled: Shopify adopters' })).not.toBeChecked();
    expect([...sandbox.state.alerts.values()].map((a) => a.alert.enabled)).toEqual([false]);
    await alertRow.getByRole('button', { name: 'Delete Shopify adopters' }).click();
    await page.getByRole('dialog', { name: 'Delete “Shopify adopters”?' }).getByRole('button', { name: 'Delete alert' }).click();
    await expect(page.getByRole('row', { name: /Shopify adopters/ })).toHaveCount(0);
    expect(sandbox.state.alerts.size).toBe(0);
  } finally {
    await receiver.close();
  }
});

test('the popup’s “Who adopted this recently” opens the explorer prefilled with the technology', async ({
  context,
  openPage,
  useKey,
  sandbox,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, 'stacklens-fixture-shop.com');
  await popup.technology('Shopify').click();
  const opened = context.waitForEvent('page');
  await popup.page.getByRole('link', { name: 'Who adopted this recently' }).click();
  const explorer = await opened;
  const shopify = sandbox.state.world.techByName('Shopify')!;
  await expect(explorer).toHaveURL(new RegExp(`options\\.html#signals/explore\\?type=adoption&technology=${shopify.id}&name=Shopify$`));
  await expect(explorer.getByLabel('Signal type')).toHaveValue('adoption');
  await expect(explorer.getByRole('button', { name: 'Change Technology adopted' })).toBeVisible();
  // Prefilled, not run: nothing is paid until the user asks.
  expect((await sandboxLedger()).filter((e) => e.path.startsWith('/v1/signals/'))).toEqual([]);
  await explorer.getByRole('button', { name: 'Find signals · 1 credit' }).click();
  const expected = adoptions(sandbox, shopify.id);
  await expect(explorer.getByRole('table', { name: 'Signal events' }).getByRole('rowheader').first()).toHaveText(expected[0]!.domain);
});

test('technologies seen in a popup visit are free suggestions in Signals and Lead lists; typing in a search field spends nothing', async ({
  openPage,
  useKey,
  sandboxLedger,
}) => {
  // Two sections and a popup in one test, on a shared, loaded machine.
  test.setTimeout(120_000);
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, 'stacklens-fixture-shop.com');
  await expect(popup.technology('Shopify')).toBeVisible();
  await popup.page.close();
  const afterVisit = await sandboxLedger();
  expect(afterVisit.some((e) => e.path.startsWith('/v1/domain/'))).toBe(true);

  const page = await openPage('options.html#signals');
  const box = page.getByRole('searchbox', { name: 'Technology adopted', exact: true });
  // Key by key, as a person types: each keystroke would once have been a paid search.
  await box.pressSequentially('shopi', { delay: 80 });
  const matches = page.getByRole('list', { name: 'Matches for Technology adopted' });
  await expect(matches.getByRole('button', { name: /^Shopify (?!Plus).*free/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search catalog · 1 credit' }).first()).toBeVisible();
  await matches.getByRole('button', { name: /^Shopify (?!Plus)/ }).click();
  await expect(page.getByRole('button', { name: 'Change Technology adopted' })).toBeVisible();
  // The sandbox's own ledger: no search sent and no credit charged since the popup visit (the
  // section's free alert list is read, at 0 credits).
  const since = async () => (await sandboxLedger()).slice(afterVisit.length).filter((e) => e.credits > 0 || e.path.startsWith('/v1/technologies'));
  expect(await since()).toEqual([]);

  const leads = await openPage('options.html#lead-lists');
  await leads.getByLabel('Technology name or category').pressSequentially('shopi', { delay: 80 });
  const known = leads.getByRole('list', { name: 'Known technologies' });
  await expect(known.getByRole('button', { name: 'Add Shopify', exact: true })).toBeVisible();
  await known.getByRole('button', { name: 'Add Shopify', exact: true }).click();
  await expect(leads.getByRole('list', { name: 'Chosen technologies' })).toContainText('Shopify');
  expect(await since()).toEqual([]);
});
