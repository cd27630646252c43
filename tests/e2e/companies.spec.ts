// Options › Companies against the sandbox: a search with filters, and a batch lookup whose duplicates
// are removed before it is priced, so it charges the unique count.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, snapshot, test } from './fixtures';

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

test('opening a company from the results brings its full record into view', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#companies');
  // A short window: the record is drawn below the form, the results and the batch panel.
  await page.setViewportSize({ width: 1200, height: 600 });
  await page.getByLabel('Name or description').fill('Fixture');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  await page.getByRole('table', { name: 'Companies found' }).getByRole('button', { name: 'Open StackLens Fixture Shop' }).click();
  const record = page.getByRole('region', { name: 'Full record of StackLens Fixture Shop' });
  await expect(record).toBeInViewport();
  await expect(record.getByRole('button', { name: 'Load full record · 1 credit' })).toBeInViewport();
  // Nothing is spent by opening: the record waits for its priced button.
  expect((await sandboxLedger()).filter((e) => e.path.startsWith('/v1/company/')).map((e) => e.path)).toEqual([]);
  await record.getByRole('button', { name: 'Load full record · 1 credit' }).click();
  await expect(record.getByRole('heading', { name: 'StackLens Fixture Shop', exact: true })).toBeInViewport();
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
