// Options › Companies against the sandbox: a search with filters, and a batch lookup whose duplicates
// are removed before it is priced, so it charges the unique count.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, snapshot, test } from './fixtures';
import { lineCount, textAlign } from './table-layout';

test('company search with filters finds the fixture company, at 1 credit', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#companies');
  await page.getByLabel('Name or description').fill('Fixture');
  await page.getByLabel('Country').fill('united states'); // case-insensitive, as published
  await page.getByLabel('Size').selectOption('51-200');
  await page.getByLabel('Industry code').fill('202');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  await expect(page.getByText(/Industry code must be a whole number from 1 to 201/)).toBeVisible();
  await page.getByLabel('Industry code').fill('');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  const results = page.getByRole('table', { name: 'Companies found' });
  await expect(results.getByRole('row', { name: /StackLens Fixture Shop/ })).toBeVisible();
  // The refused industry code sent nothing; the valid search was one request at 1 credit.
  const searches = (await sandboxLedger()).filter((e) => e.path === '/v1/companies');
  expect(searches.map((e) => e.credits)).toEqual([1]);
});

test('a company opens under its row with its three actions; Escape closes it and gives the focus back', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#companies');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Name or description').fill('Fixture');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  const results = page.getByRole('table', { name: 'Companies found' });
  const open = results.getByRole('button', { name: 'Open StackLens Fixture Shop' });
  await open.click();
  const drawer = page.getByRole('region', { name: 'StackLens Fixture Shop', exact: true });
  await expect(drawer).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  // Right under its row, not 2,000 px further down the page.
  const row = (await results
    .getByRole('row', { name: /StackLens Fixture Shop/ })
    .first()
    .boundingBox())!;
  const box = (await drawer.boundingBox())!;
  expect(box.y - (row.y + row.height)).toBeGreaterThanOrEqual(0);
  expect(box.y - (row.y + row.height)).toBeLessThan(24);
  await expect(drawer.getByRole('heading', { name: 'StackLens Fixture Shop', exact: true })).toBeInViewport();

  // Its actions: save to audience (free), technologies and full record each priced before paying, contacts through a lead list.
  await expect(drawer.getByRole('region', { name: 'Save to audience' })).toBeVisible();
  const techs = drawer.getByRole('button', { name: 'Load technologies · 1 credit' });
  await expect(techs).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Load full record · 1 credit' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Find contacts with a lead list' })).toHaveAttribute('href', '#lead-lists');
  // Opening spent nothing.
  const paid = async () => (await sandboxLedger()).filter((e) => /^\/v1\/(domain|company)\//.test(e.path)).map((e) => [e.path, e.credits]);
  expect(await paid()).toEqual([]);

  await techs.click();
  await expect(drawer.getByRole('region', { name: 'Technologies of StackLens Fixture Shop' }).getByText('Shopify', { exact: true })).toBeVisible();
  expect(await paid()).toEqual([['/v1/domain/stacklens-fixture-shop.com', 1]]);
  const save = drawer.getByRole('region', { name: 'Save to audience' });
  await save.getByLabel('New audience name').fill('Shops');
  await save.getByRole('button', { name: 'Save to audience' }).click();
  await expect(save.getByRole('status')).toContainText('Saved stacklens-fixture-shop.com to “Shops”');
  await snapshot(page, 'companies-detail');

  await save
    .getByLabel(/audience/i)
    .first()
    .focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
});

test('company tables: text left, numbers right, a domain on one line at 1,280 px', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#companies');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Name or description').fill('Fixture');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  const row = page.getByRole('table', { name: 'Companies found' }).getByRole('row', { name: /StackLens Fixture Shop/ });
  const cell = (i: number) => row.getByRole('cell').nth(i);
  const [domain, industry, size, location, members] = [cell(0), cell(1), cell(2), cell(3), cell(4)];
  await expect(domain).toHaveText('stacklens-fixture-shop.com');
  expect(await Promise.all([industry, size, location].map(textAlign))).toEqual(['left', 'left', 'left']);
  expect(await textAlign(row.getByRole('rowheader'))).toBe('left');
  expect(await textAlign(members)).toBe('right');
  expect(await lineCount(domain)).toBe(1);
});

test('a batch lookup with duplicates charges the unique count', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#companies');
  await page.setViewportSize({ width: 1200, height: 900 });
  await page
    .getByLabel('Domains, one per line')
    .fill(
      [
        'stacklens-fixture-shop.com',
        'https://www.stacklens-fixture-shop.com/cart',
        'STACKLENS-FIXTURE.co.uk',
        'stacklens-fixture-missing.com',
        '10.0.0.1',
        'not a domain',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Check · free' }).click();
  // A rejected line is quoted as typed, with its real reason (no "%20", no "public suffix"), said once.
  const rejected = page.getByRole('list', { name: 'Rejected lines' });
  await expect(rejected.getByRole('listitem')).toHaveText(['10.0.0.1: an IP address, not a domain name', 'not a domain: not a domain or URL']);
  await page.getByRole('button', { name: 'Look up 3 companies · 3 credits' }).click();
  await page.getByRole('button', { name: 'Confirm · 3 credits' }).click();
  const table = page.getByRole('table', { name: 'Companies looked up' });
  await expect(table.getByRole('row', { name: /StackLens Fixture Shop/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /StackLens Fixture UK/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Not found' })).toContainText('stacklens-fixture-missing.com');
  await snapshot(page, 'companies-batch');
  const batch = (await sandboxLedger()).filter((e) => e.path === '/v1/companies/batch');
  expect(batch.map((e) => e.credits)).toEqual([3]);
});

test('the same batch again is answered from the cache: "cached · free", no second charge', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#companies');
  await page.getByLabel('Domains, one per line').fill(['stacklens-fixture-shop.com', 'stacklens-fixture-missing.com'].join('\n'));
  await page.getByRole('button', { name: 'Check · free' }).click();
  await page.getByRole('button', { name: 'Look up 2 companies · 2 credits' }).click();
  await page.getByRole('button', { name: 'Confirm · 2 credits' }).click();
  await expect(page.getByRole('table', { name: 'Companies looked up' }).getByRole('row', { name: /StackLens Fixture Shop/ })).toBeVisible();
  const again = page.getByRole('button', { name: 'Look up 2 companies · cached · free' });
  await expect(again).toBeVisible();
  await again.click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Companies looked up' }).getByRole('row', { name: /StackLens Fixture Shop/ })).toBeVisible();
  const batch = (await sandboxLedger()).filter((e) => e.path === '/v1/companies/batch');
  expect(batch.map((e) => e.credits)).toEqual([2]);
});
