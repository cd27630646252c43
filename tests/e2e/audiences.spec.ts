// Audiences against the sandbox: add from the popup, the context-menu handler, a messy file
// import, rename/delete/undo, an offline change replayed once, profile, and refresh jobs whose final
// charge matches the sandbox ledger. The server's copy is read from the sandbox's own state.
import type { BrowserContext, Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { MESSY_DOMAIN_LINES } from '../fixtures/messy-domains';
import { seriousViolations } from './axe';
import { extensionWorker, launchWithExtensionAt, send } from './chromium';
import { test as base, downloadText, EXTENSION_DIR, expect, snapshot } from './fixtures';

type Sandbox = { state: { audiences: Map<string, { audience: { name: string; size: number }; members: Map<string, unknown> }>; faults: { fail: unknown } } };

/** The sandbox's audiences (name and sorted members), read from its state: no request, no fault taken. */
function serverAudiences(sandbox: unknown) {
  return [...(sandbox as Sandbox).state.audiences.values()]
    .map((a) => ({ name: a.audience.name, members: [...a.members.keys()].sort() }))
    .sort((x, y) => x.name.localeCompare(y.name));
}

async function createInSection(page: Page, name: string) {
  await page.getByLabel('New audience name').fill(name);
  await page.getByRole('button', { name: 'Create audience' }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

const test = base.extend<{
  /** With the pro key, opens Options › Audiences. */
  openAudiences: () => Promise<Page>;
  /** With the pro key, opens Audiences and creates the audience `name` there (its page opens). */
  newAudience: (name: string) => Promise<Page>;
}>({
  openAudiences: async ({ openPage, useKey }, use) => {
    await use(async () => {
      await useKey(SANDBOX_KEYS.pro);
      return openPage('options.html#audiences');
    });
  },
  newAudience: async ({ openAudiences }, use) => {
    await use(async (name) => {
      const page = await openAudiences();
      await createInSection(page, name);
      return page;
    });
  },
});

test('adds the current site from the popup, undoes, and the Audiences section shows it', async ({ openPage, useKey, sandbox }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await openPage(`popup.html?domain=${encodeURIComponent('https://shop.stacklens-fixture-shop.com/cart')}`);
  await popup.setViewportSize({ width: 400, height: 700 });
  await expect(popup.getByRole('heading', { name: 'stacklens-fixture-shop.com', level: 1 })).toBeVisible();
  const control = popup.getByRole('region', { name: 'Save to audience' });
  // No audience yet: the control offers to create one by name.
  await control.getByLabel('New audience name').fill('Prospects');
  await control.getByRole('button', { name: 'Save to audience' }).click();
  // One state at a time: the save and its Undo, with the button ticked and disabled for that audience.
  await expect(control.getByRole('status')).toHaveText(/^Saved stacklens-fixture-shop\.com to “Prospects”\. Undo$/);
  await expect(control.getByRole('button', { name: 'Saved' })).toBeDisabled();
  // Undo in one click: the button is offered again.
  await control.getByRole('button', { name: 'Undo' }).click();
  await expect(control.getByRole('button', { name: 'Save to audience' })).toBeEnabled();
  await expect(control.getByText(/Saved/)).toHaveCount(0);
  await control.getByRole('button', { name: 'Save to audience' }).click();
  await expect(control.getByRole('button', { name: 'Saved' })).toBeDisabled();
  // Opened again: where the site is saved, still ticked, and nothing to click twice.
  await popup.reload();
  await expect(control.getByRole('status')).toHaveText('Saved in Prospects');
  await expect(control.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await snapshot(popup, 'audiences-popup');

  const page = await openPage('options.html#audiences');
  const row = page.getByRole('table', { name: 'Audiences' }).getByRole('row', { name: /Prospects/ });
  // The name is the row's header; the cells follow it.
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('List');
  await row.getByRole('link', { name: 'Prospects' }).click();
  const member = page.getByRole('table', { name: 'Members' }).getByRole('row', { name: /stacklens-fixture-shop\.com/ });
  // The popup's lookup is cached: the member shows its technology count without another request.
  await expect(member.getByRole('cell').nth(1)).toHaveText(/^\d+ technolog(y|ies)$/);
  // Export: the members with their cached technologies, as CSV.
  const csv = (await downloadText(page.getByRole('button', { name: 'Export CSV' }))).split('\n');
  expect(csv[0]).toBe('domain,added_at,last_scanned_at,technology_count,technologies');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(/^stacklens-fixture-shop\.com,\d{4}-\d\d-\d\dT[^,]+,,\d+,"?[^"]*Shopify/);
  // Open: a new tab with the domain view itself, not a blank page.
  const popupTab = page.context().waitForEvent('page');
  await member.getByRole('link', { name: 'Open stacklens-fixture-shop.com' }).click();
  const opened = await popupTab;
  await expect(opened).toHaveURL(/popup\.html\?domain=stacklens-fixture-shop\.com&ask=1$/);
  await expect(opened.getByRole('heading', { name: 'stacklens-fixture-shop.com', level: 1 })).toBeVisible();
  // The domain in the table is the same link.
  await expect(member.getByRole('link', { name: 'stacklens-fixture-shop.com', exact: true })).toHaveAttribute(
    'href',
    /popup\.html\?domain=stacklens-fixture-shop\.com&ask=1$/,
  );
  await expect.poll(() => serverAudiences(sandbox)).toEqual([{ name: 'Prospects', members: ['stacklens-fixture-shop.com'] }]);
});

test('the context-menu handler adds the link’s or page’s site to the last used audience', async ({ newAudience, sandbox }) => {
  const page = await newAudience('Competitors');
  type Reply = { ok: boolean; message: string; domain: string | null };
  const link = await send<Reply>(page, 'audiences.contextAdd', {
    pageUrl: 'https://news.example.org/a',
    linkUrl: 'https://blog.stacklens-fixture.co.uk/post/1',
  });
  expect(link).toMatchObject({ ok: true, domain: 'stacklens-fixture.co.uk', message: 'Added stacklens-fixture.co.uk to “Competitors”.' });
  const again = await send<Reply>(page, 'audiences.contextAdd', { linkUrl: 'https://www.stacklens-fixture.co.uk/' });
  expect(again.message).toBe('stacklens-fixture.co.uk is already in “Competitors”.');
  const pageOnly = await send<Reply>(page, 'audiences.contextAdd', { pageUrl: 'https://www.example.org/pricing' });
  expect(pageOnly).toMatchObject({ ok: true, domain: 'example.org' });
  const browserPage = await send<Reply>(page, 'audiences.contextAdd', { pageUrl: 'chrome://settings/' });
  expect(browserPage.ok).toBe(false);
  expect(browserPage.message).toMatch(/^Not added: This is a browser or extension page/);

  await page.reload();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: /stacklens-fixture\.co\.uk/ })).toBeVisible();
  await expect(members.getByRole('row', { name: /example\.org/ })).toBeVisible();
  await expect.poll(() => serverAudiences(sandbox)).toEqual([{ name: 'Competitors', members: ['example.org', 'stacklens-fixture.co.uk'] }]);
});

test('imports a messy file with exact added, duplicate and rejected counts and reasons', async ({ newAudience, sandbox }) => {
  const page = await newAudience('Imported');
  await page.getByLabel('Domains or URLs, one a line').fill('already.net');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('1 added, 0 duplicates, 0 rejected');

  const messy = [...MESSY_DOMAIN_LINES, 'https://already.net/about', ''].join('\r\n');
  await page.getByLabel('Upload CSV or TXT file').setInputFiles({ name: 'prospects.csv', mimeType: 'text/csv', buffer: Buffer.from(messy, 'utf8') });
  const result = page.getByRole('status', { name: 'Import result' });
  await expect(result).toContainText('4 added, 3 duplicates, 4 rejected');
  const rejected = result.getByRole('list', { name: 'Rejected lines' }).getByRole('listitem');
  await expect(rejected).toHaveText([
    '192.168.1.10: an IP address, not a domain name',
    'intranet: no public suffix such as .com or .co.uk',
    'not a domain!: not a domain or URL',
    `${'a'.repeat(64)}.com: a label is longer than 63 characters`,
  ]);
  await snapshot(page, 'audiences-import');
  await expect(page.getByText('5 of 5 members')).toBeVisible();
  await expect
    .poll(() => serverAudiences(sandbox))
    .toEqual([{ name: 'Imported', members: ['already.net', 'example.com', 'example.org', 'shop.co.uk', 'xn--bcher-kva.de'] }]);
});

test('imports exactly the domain column of a CRM export with line breaks in quoted cells, a semicolon file and a tab file', async ({
  newAudience,
  sandbox,
}) => {
  const page = await newAudience('Exports');
  const upload = (name: string, text: string) =>
    page.getByLabel('Upload CSV or TXT file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  const result = page.getByRole('status', { name: 'Import result' });
  // A HubSpot-style export: the Description cell holds line breaks and commas.
  await upload('hubspot.csv', 'Company name,Description,Company Website\r\n"Acme","Line one\r\nLine two\r\nLine three",https://www.acme-crm.com/\r\n');
  await expect(result).toContainText('1 added, 0 duplicates, 0 rejected');
  await expect(page.getByText('1 of 1 member', { exact: true })).toBeVisible();
  // German Excel: semicolons, a byte-order mark.
  await upload('excel-de.csv', '\uFEFFFirma;Domain;Ort\r\n"Müller; Söhne";mueller-soehne.de;Köln\r\n');
  await expect(result).toContainText('1 added, 0 duplicates, 0 rejected');
  await expect(page.getByText('2 of 2 members')).toBeVisible();
  await upload('export.tsv', 'Name\tWebsite\tCountry\nInitech\tinitech.io\tUS\n');
  await expect(result).toContainText('1 added, 0 duplicates, 0 rejected');
  await expect(page.getByText('3 of 3 members')).toBeVisible();
  await expect.poll(() => serverAudiences(sandbox)).toEqual([{ name: 'Exports', members: ['acme-crm.com', 'initech.io', 'mueller-soehne.de'] }]);
});

test('an audience of 5,000 imported members opens with its count, pages while scrolling, finds a member and exports them all', async ({ newAudience }) => {
  test.setTimeout(120_000);
  const page = await newAudience('CRM export');
  const site = (i: number) => `crm-${String(i).padStart(4, '0')}.com`;
  const csv = ['Company,Website', ...Array.from({ length: 5000 }, (_, i) => `Company ${i},https://www.${site(i)}/`)].join('\n');
  await page.getByLabel('Upload CSV or TXT file').setInputFiles({ name: 'crm.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('5,000 added, 0 duplicates, 0 rejected');
  await expect(page.getByText(/^List · 5,000 members/)).toBeVisible();

  // Opened afresh: the count at once, and the first rows of the whole list.
  await page.reload();
  const table = page.getByRole('table', { name: 'Members' });
  await expect(page.getByText('5,000 of 5,000 members')).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', '5001');
  await expect(table.getByRole('link', { name: site(0), exact: true })).toBeVisible();
  // Only the rows in view are in the page.
  expect(await table.getByRole('row').count()).toBeLessThan(60);

  // Scrolled to the end: the last page is fetched and each row keeps its place in the whole list.
  await table
    .getByRole('rowgroup')
    .nth(1)
    .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const last = table.getByRole('row', { name: new RegExp(site(4999)) });
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-rowindex', '5001');

  // Search by the start of a domain.
  await page.getByLabel('Search members').fill('crm-123');
  await expect(page.getByText('10 of 5,000 members')).toBeVisible();
  await expect(table.getByRole('link', { name: site(1234), exact: true })).toBeVisible();

  // Adding one member shows the new count at once; removing it too.
  await page.getByLabel('Search members').fill('');
  await page.getByLabel('Domains or URLs, one a line').fill('aaa-first.com');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(page.getByText(/^List · 5,001 members/)).toBeVisible();
  await expect(table.getByRole('link', { name: 'aaa-first.com', exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Remove aaa-first.com' }).click();
  await expect(page.getByText(/^List · 5,000 members/)).toBeVisible();

  // The export streams every member into one file.
  const exported = (await downloadText(page.getByRole('button', { name: 'Export CSV' }))).split('\n');
  expect(exported).toHaveLength(5001);
  expect(exported[1]).toMatch(new RegExp(`^${site(0).replace('.', '\\.')},`));
  await expect(page.getByText('Exported 5,000 members to crm-export.csv.')).toBeVisible();
});

test('renames, deletes and undoes the delete; the server keeps the audience', async ({ newAudience, sandbox, sandboxLedger }) => {
  const page = await newAudience('Customers');
  await page.getByLabel('Audience name').fill('Key customers');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { name: 'Key customers', level: 2 })).toBeVisible();
  await expect.poll(() => serverAudiences(sandbox).map((a) => a.name)).toEqual(['Key customers']);
  // A name already used is refused with what to do, and nothing is lost.
  await page.getByRole('link', { name: '← All audiences' }).click();
  await createInSection(page, 'Other');
  await page.getByLabel('Audience name').fill('key customers');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('alert')).toHaveText('You already have an audience named “Key customers”. Choose another name.');

  await page.getByRole('link', { name: '← All audiences' }).click();
  await page.getByRole('link', { name: 'Key customers' }).click();
  await page.getByLabel('Domains or URLs, one a line').fill('example.com\nexample.org');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('2 added');
  // Delete asks first, in the one modal, naming what goes: Cancel has the focus, Tab stays inside, Escape closes.
  const askDelete = page.getByRole('button', { name: 'Delete audience…' });
  await askDelete.click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Key customers”?' });
  await expect(dialog).toContainText('Its 2 members are deleted from this browser and from the server');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(askDelete).toBeFocused();
  await askDelete.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Key customers', level: 2 })).toBeVisible();
  await askDelete.click();
  await dialog.getByRole('button', { name: 'Delete audience and 2 members' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted “Key customers”.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audiences' }).getByRole('link', { name: 'Key customers' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('table', { name: 'Audiences' }).getByRole('link', { name: 'Key customers' })).toBeVisible();
  await send(page, 'audiences.sync', {});
  expect(serverAudiences(sandbox).map((a) => a.name)).toEqual(['Key customers', 'Other']);
  expect((await sandboxLedger()).filter((e) => e.method === 'DELETE')).toEqual([]);
});

test('refresh results show as soon as the job is paid for, without a reload, and a member opens its stack', async ({ newAudience, sandboxLedger }) => {
  test.setTimeout(90_000);
  const page = await newAudience('Crawled');
  await page.setViewportSize({ width: 1200, height: 1000 });
  // No members yet: said, with what to do, and nothing paid is offered.
  await expect(page.getByRole('status').filter({ hasText: 'No members yet.' })).toContainText('Add domains above');
  await expect(page.getByRole('button', { name: /^Profile all members/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // One member was looked up in this browser before (its answer cached); the others never.
  await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
  await page.getByLabel('Domains or URLs, one a line').fill('stacklens-fixture-shop.com\nstacklens-fixture-nocompany.com\nexample.com');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(page.getByText(/3 members · synced/)).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  const lastScan = (domain: string) =>
    members
      .getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) })
      .getByRole('cell')
      .nth(2);
  await expect(lastScan('example.com')).toHaveText('Never');

  await page.getByRole('button', { name: 'Estimate refresh cost · free' }).click();
  await page.getByRole('button', { name: 'Refresh · up to 3 credits' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start refresh · up to 3 credits' }).click();
  await expect(page.getByRole('status', { name: 'Refresh job' })).toContainText('Refresh finished: 3 of 3 members processed, 0 skipped. Charged 3 credits.', {
    timeout: 20_000,
  });
  // Same page, no reload: every crawled member shows its new last scan, the cached one its technology count.
  for (const domain of ['stacklens-fixture-shop.com', 'stacklens-fixture-nocompany.com', 'example.com']) {
    await expect(lastScan(domain)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  }
  await expect(members.getByRole('button', { name: 'Stack of example.com: Scanned' })).toBeVisible();
  const count = members.getByRole('button', { name: /^Stack of stacklens-fixture-shop\.com: \d+ technologies$/ });
  await expect(count).toBeVisible();
  const technologies = Number(/(\d+) technologies/.exec((await count.textContent())!)![1]);
  // A click opens its stack from the cache: free, nothing more asked of the API.
  const lookups = async () => (await sandboxLedger()).filter((e) => e.path.startsWith('/v1/domain/stacklens-fixture-shop.com')).length;
  expect(await lookups()).toBe(1);
  await count.click();
  const stack = page.getByRole('region', { name: 'Stack of stacklens-fixture-shop.com' });
  await expect(stack.getByRole('list', { name: 'Technologies of stacklens-fixture-shop.com' }).getByRole('listitem')).toHaveCount(technologies);
  await expect(stack).toContainText('from the lookup saved in this browser (free)');
  expect(await lookups()).toBe(1);
  await snapshot(page, 'audiences-refreshed');
});

test('a refresh says what it does not buy, then offers the crawled members’ stacks as one priced batch, cached ones free, charged exactly its total', async ({
  newAudience,
  sandboxLedger,
}) => {
  test.setTimeout(90_000);
  const page = await newAudience('Crawled batch');
  await page.setViewportSize({ width: 1200, height: 1000 });
  // One member's stack is cached in this browser already; the other two never looked up.
  await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
  await page.getByLabel('Domains or URLs, one a line').fill('stacklens-fixture-shop.com\nstacklens-fixture-nocompany.com\nexample.com');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(page.getByText(/3 members · synced/)).toBeVisible();
  // Before the refresh: what it buys and what it does not.
  await expect(page.getByText(/seeing a member’s stack is a lookup: 1 credit each, free once cached/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Estimate refresh cost · free' }).click();
  await page.getByRole('button', { name: 'Refresh · up to 3 credits' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start refresh · up to 3 credits' }).click();
  await expect(page.getByRole('status', { name: 'Refresh job' })).toContainText('Charged 3 credits.', { timeout: 20_000 });

  // After it: the two crawled members without a cached stack, at 2 credits in all; the cached one free and not counted.
  const batch = page.getByRole('region', { name: 'Stacks of the crawled members' });
  await expect(batch).toContainText('2 crawled members have no stack in this browser yet: looking them all up costs 2 credits.');
  await expect(batch).toContainText('1 more is cached already: free, not counted.');
  const lookups = async () => (await sandboxLedger()).filter((e) => e.path.startsWith('/v1/domain/'));
  const before = await lookups();
  expect(before.map((e) => e.path)).toEqual(['/v1/domain/stacklens-fixture-shop.com']);
  await batch.getByRole('button', { name: 'Look up their stacks · 2 credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Look up the crawled members of Crawled batch?' });
  await expect(dialog).toContainText('2 lookups at 1 credit each: 2 credits in all');
  await expect(dialog).toContainText(/Balance: ([\d,]+) → ([\d,]+) credits after\./);
  const [, was, after] = /Balance: ([\d,]+) → ([\d,]+) credits after/.exec((await dialog.textContent())!)!;
  expect(Number(was!.replace(/,/g, '')) - Number(after!.replace(/,/g, ''))).toBe(2);
  await snapshot(page, 'audiences-crawled-batch-confirm');
  await dialog.getByRole('button', { name: 'Look up their stacks · 2 credits' }).click();
  await expect(batch.getByRole('status').filter({ hasText: 'Looked up 2 members: 2 credits charged.' })).toBeVisible({ timeout: 20_000 });
  await expect(batch).toContainText('Every crawled member’s stack is in this browser: free to see.');

  // The sandbox charged exactly the total: one lookup each of the two, none again of the cached one.
  const added = (await lookups()).slice(before.length);
  expect(added.map((e) => [e.path, e.credits]).sort()).toEqual([
    ['/v1/domain/example.com', 1],
    ['/v1/domain/stacklens-fixture-nocompany.com', 1],
  ]);
  // The rows now show their stacks, free to open.
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('button', { name: /^Stack of example\.com: \d+ technolog/ })).toBeVisible();
  await expect(members.getByRole('button', { name: 'Stack of example.com: Scanned' })).toHaveCount(0);
});

test('a name the server already has (409) keeps the local audience and says how to sync it', async ({ openPage, useKey, sandbox }) => {
  await useKey(SANDBOX_KEYS.pro);
  const url = (sandbox as unknown as { url: string }).url;
  // Made elsewhere (another browser of the same organization), not yet seen here.
  await fetch(`${url}/v1/audiences`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_KEYS.pro}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Partners' }),
  });
  const page = await openPage('options.html#audiences');
  await createInSection(page, 'Partners');
  await page.getByLabel('Domains or URLs, one a line').fill('example.net');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Not synced' });
  await expect(alert).toContainText('The server already has an audience named “Partners”. Rename this one to sync it; it is kept in this browser meanwhile.');
  // The count says member, not members, for an audience of one (tn).
  await expect(page.getByText('1 of 1 member', { exact: true })).toBeVisible();
  await page.getByLabel('Audience name').fill('Partners (EU)');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText(/members? · synced/)).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(serverAudiences(sandbox)).toEqual([
    { name: 'Partners', members: [] },
    { name: 'Partners (EU)', members: ['example.net'] },
  ]);
});

test('an audience made offline is replayed once the sandbox is back, leaving exactly one copy', async ({
  openAudiences,
  sandbox,
  sandboxAdmin,
  sandboxLedger,
}) => {
  const page = await openAudiences();
  await sandboxAdmin('fail', { count: 1000, status: 503 });
  await createInSection(page, 'Offline list');
  await page.getByLabel('Domains or URLs, one a line').fill('https://www.example.net/\nexample.net');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText('1 added, 1 duplicate, 0 rejected');
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
  await expect.poll(async () => (await sandboxLedger()).some((e) => e.path === '/v1/audiences' && e.status === 503)).toBe(true);
  expect(serverAudiences(sandbox)).toEqual([]);

  // A browser restart would keep the queue too: it is in IndexedDB, read back here after a reload.
  await page.reload();
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();

  (sandbox as unknown as Sandbox).state.faults.fail = null;
  // No Sync now: the next successful API call (here a free balance read, as any page makes) replays
  // the queue by itself; the alarm would too, within 30 s.
  await send(page, 'api.call', { endpoint: 'account.credits', params: {}, refresh: true });
  await expect(page.getByText(/members? · synced/)).toBeVisible({ timeout: 35_000 });
  await expect.poll(() => serverAudiences(sandbox)).toEqual([{ name: 'Offline list', members: ['example.net'] }]);
  const creates = (await sandboxLedger()).filter((e) => e.path === '/v1/audiences' && e.status === 201);
  expect(creates).toHaveLength(1);
});

test('profiles an audience (1 credit, cached result) and refreshes it from estimate to final charge', async ({
  openAudiences,
  openPage,
  sandboxAdmin,
  sandboxLedger,
}) => {
  test.setTimeout(90_000);
  let page = await openAudiences();
  await page.setViewportSize({ width: 1200, height: 1000 });
  await createInSection(page, 'Profiled');
  await page.getByLabel('Domains or URLs, one a line').fill('stacklens-fixture-shop.com\nstacklens-fixture-nocompany.com\nexample.com');
  await page.getByRole('button', { name: 'Add pasted domains' }).click();
  await expect(page.getByText(/members? · synced/)).toBeVisible();
  const audienceUrl = page.url();

  const charged = async (re: RegExp) => (await sandboxLedger()).filter((e) => re.test(e.path)).reduce((n, e) => n + e.credits, 0);
  await page.getByRole('button', { name: 'Profile all members · 1 credit' }).click();
  const result = page.getByRole('region', { name: 'Profile result' });
  await expect(result).toContainText('all members: 3 of 3 members profiled.');
  await expect(result.getByText('Cached result')).toHaveCount(0);
  await result
    .getByRole('img', { name: /^Chart of the top \d+ technologies/ })
    .locator('.recharts-bar-rectangle')
    .first()
    .waitFor();
  expect(await charged(/\/profile/)).toBe(1);
  // Shares are percentages of the members profiled (0–100).
  for (const item of await result.getByRole('list', { name: 'Categories by share' }).getByRole('listitem').allTextContents()) {
    const share = Number(/, ([\d.]+)%$/.exec(item)?.[1]);
    expect(share, item).toBeGreaterThan(0);
    expect(share, item).toBeLessThanOrEqual(100);
  }
  // A slice by technology costs its own credit.
  const topTech = (await result.getByRole('list', { name: 'Technologies by share' }).getByRole('listitem').first().textContent())!.replace(/ \(.*$/, '');
  await page.getByLabel('Technology name').fill(topTech);
  await page.getByRole('button', { name: 'Profile slice · 1 credit' }).click();
  await expect(result).toContainText(`members running ${topTech}:`);
  expect(await charged(/\/profile/)).toBe(2);
  // Seen again: this browser's copy, free, and the button says so before the click.
  await page.getByRole('button', { name: 'Profile all members · free (saved in this browser)' }).click();
  await expect(result).toContainText('all members: 3 of 3 members profiled.');
  await expect(result.getByText('Saved in this browser: no credit spent')).toBeVisible();
  expect(await charged(/\/profile/)).toBe(2);
  // With this browser's copy cleared, the server's 24 h cache answers: shown, and still 1 credit.
  await send(page, 'cache.clear', {});
  await page.reload();
  await page.getByRole('button', { name: 'Profile all members · 1 credit' }).click();
  await expect(result.getByText('Cached result')).toBeVisible();
  expect(await charged(/\/profile/)).toBe(3);
  // Both lazy distribution charts draw (technologies and categories), for the screenshot too.
  await expect(page.locator('.recharts-surface')).toHaveCount(2);
  await snapshot(page, 'audiences-profile');

  // A failed refresh costs nothing.
  await sandboxAdmin('fail-next-job', { count: 1 });
  await page.getByRole('button', { name: 'Estimate refresh cost · free' }).click();
  await expect(page.getByRole('status', { name: 'Refresh estimate' })).toContainText('3 of 3 members not scanned in the last 7 days: at most 3 credits.');
  await page.getByRole('button', { name: 'Refresh · up to 3 credits' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start refresh · up to 3 credits' }).click();
  await expect(page.getByRole('status', { name: 'Refresh job' })).toContainText(/Refresh failed: .*\. Charged 0 credits \(a failed job costs nothing\)\./, {
    timeout: 20_000,
  });

  // The second refresh runs while no page is open: the worker's alarm-driven tracker keeps it.
  await page.getByRole('button', { name: 'Estimate refresh cost · free' }).click();
  await page.getByRole('button', { name: 'Refresh · up to 3 credits' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start refresh · up to 3 credits' }).click();
  await expect(page.getByRole('status', { name: 'Refresh job' })).toContainText(/members processed|Refresh finished/);
  await page.close();
  page = await openPage(audienceUrl.replace(/^.*?options\.html/, 'options.html'));
  await expect(page.getByRole('status', { name: 'Refresh job' })).toContainText('Refresh finished: 3 of 3 members processed, 0 skipped. Charged 3 credits.', {
    timeout: 20_000,
  });

  const refreshJobs = (await sandboxLedger()).filter((e) => e.method === 'JOB' && e.endpoint === 'audiences.refresh');
  expect(refreshJobs.map((e) => [e.status, e.credits])).toEqual([
    [500, 0],
    [200, 3],
  ]);
  const local = await send<{ endpoint: string; credits: number }[]>(page, 'ledger.list', { endpoint: 'audiences.refresh' });
  expect(local.reduce((n, r) => n + r.credits, 0)).toBe(3);
  // Scanned now: a new estimate is 0.
  await page.getByRole('button', { name: 'Estimate refresh cost · free' }).click();
  await expect(page.getByRole('status', { name: 'Refresh estimate' })).toContainText('0 of 3 members not scanned in the last 7 days');
});

test('a browser restart keeps every audience and every queued change', async ({ sandbox }) => {
  test.setTimeout(90_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-restart-'));
  const launch = () => launchWithExtensionAt(profile, EXTENSION_DIR);
  const open = async (context: BrowserContext, hash: string) => {
    const worker = await extensionWorker(context);
    const page = await context.newPage();
    await page.goto(`chrome-extension://${new URL(worker.url()).host}/options.html${hash}`);
    return page;
  };
  const state = (sandbox as unknown as Sandbox).state;
  // This test makes its own contexts (the fixture's would delete the profile), so it resets the sandbox itself.
  await fetch(`${(sandbox as unknown as { url: string }).url}/__sandbox/reset`, { method: 'POST' });
  try {
    let context = await launch();
    let page = await open(context, '#audiences');
    await send(page, 'keys.save', { key: SANDBOX_KEYS.pro, baseUrl: (sandbox as unknown as { url: string }).url });
    await createInSection(page, 'Synced before');
    await expect(page.getByText(/members? · synced/)).toBeVisible();
    // The server goes away: the next audience and its member wait in the queue.
    await fetch(`${(sandbox as unknown as { url: string }).url}/__sandbox/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1000, status: 503 }),
    });
    await page.getByRole('link', { name: '← All audiences' }).click();
    await createInSection(page, 'Queued');
    await page.getByLabel('Domains or URLs, one a line').fill('example.net');
    await page.getByRole('button', { name: 'Add pasted domains' }).click();
    await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
    await context.close();

    context = await launch();
    page = await open(context, '#audiences');
    const table = page.getByRole('table', { name: 'Audiences' });
    await expect(table.getByRole('row', { name: /Synced before/ })).toContainText('Synced');
    await expect(table.getByRole('row', { name: /Queued/ })).toContainText('2 changes waiting');
    state.faults.fail = null;
    await table.getByRole('link', { name: 'Queued' }).click();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText('1 member · synced')).toBeVisible();
    expect(serverAudiences(sandbox)).toEqual([
      { name: 'Queued', members: ['example.net'] },
      { name: 'Synced before', members: [] },
    ]);
    await context.close();
  } finally {
    state.faults.fail = null;
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('builds an audience from a recipe on the server and pulls its members', async ({ openPage, useKey, sandbox }) => {
  await useKey(SANDBOX_KEYS.pro);
  // A lookup shows Klaviyo once, so the recipe can name it without paying again.
  const popup = await openPage('popup.html?domain=stacklens-fixture-shop.com');
  await expect(popup.getByRole('heading', { name: 'stacklens-fixture-shop.com', level: 1 })).toBeVisible();
  await expect(popup.getByText(/\d+ technologies/)).toBeVisible();
  const page = await openPage('options.html#audiences');
  await page.getByText('New audience from a recipe').click();
  const form = page.getByRole('form', { name: 'New audience from a recipe' });
  // What a build may cost is said before the button, as the published spec bills it (on completion).
  await expect(form).toContainText('A build may cost credits: the published spec bills computed audience builds after completion');
  await expect(form).not.toContainText('Saving an audience is free');
  await form.getByLabel('Recipe audience name').fill('Klaviyo adopters');
  await form.getByLabel('Technology', { exact: true }).fill('No such tech');
  await form.getByRole('button', { name: 'Build audience' }).click();
  await expect(form.getByRole('alert')).toHaveText(/“No such tech” is not a technology StackLens has seen yet/);
  await form.getByLabel('Technology', { exact: true }).fill('Klaviyo');
  await form.getByLabel('Founded from').fill('1700');
  await form.getByRole('button', { name: 'Build audience' }).click();
  await expect(form.getByText(/Founded from must be a whole number from 1800/)).toBeVisible();
  await form.getByLabel('Founded from').fill('');
  await form.getByRole('button', { name: 'Build audience' }).click();

  await expect(page.getByRole('heading', { name: 'Klaviyo adopters', level: 2 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Build job' })).toContainText(/Built: \d+ members\. Charged 0 credits\./, { timeout: 20_000 });
  const onServer = [...(sandbox as unknown as Sandbox).state.audiences.values()].find((a) => a.audience.name === 'Klaviyo adopters')!;
  expect(onServer.members.size).toBeGreaterThan(0);
  await expect(page.getByText(`${onServer.members.size.toLocaleString('en-US')} of ${onServer.members.size.toLocaleString('en-US')} members`)).toBeVisible();
  await page.getByRole('link', { name: '← All audiences' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Audiences' })
      .getByRole('row', { name: /Klaviyo adopters/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('Recipe');
});
