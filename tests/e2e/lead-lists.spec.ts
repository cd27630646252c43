// Options › Lead lists against the sandbox: a list from create to completion charged exactly its rows
// delivered (sandbox ledger and this browser's credits view), a list capped by a small balance, a
// canceled list billing the rows delivered so far, and a list still tracked after its worker stopped.
// The sandbox's job timer is paused and stepped (POST /__sandbox/jobs) where timing matters.
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { downloadText, expect, snapshot, test } from './fixtures';
import { fillLeadList, leadListField, stopServiceWorker } from './pages/lead-lists-page';

interface SandboxEntry {
  method: string;
  path: string;
  endpoint: string;
  status: number;
  credits: number;
}

async function sandboxEntries(url: string): Promise<SandboxEntry[]> {
  return ((await (await fetch(`${url}/__sandbox/ledger`)).json()) as { entries: SandboxEntry[] }).entries;
}
const jobCredits = (entries: SandboxEntry[]) => entries.filter((e) => e.method === 'JOB').reduce((s, e) => s + e.credits, 0);

async function startList(page: Page) {
  await page.getByRole('button', { name: 'Review estimate and start' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Ids of the extension's notifications shown now (asked in the worker, or in an extension page). */
/** With the job timer paused, starts a lead list (pro key) and steps the sandbox until it is running. */
async function runPausedList(
  {
    openPage,
    useKey,
    sandboxAdmin,
  }: { openPage(path: string): Promise<Page>; useKey(key: string): Promise<void>; sandboxAdmin(path: string, body?: unknown): Promise<unknown> },
  name: string,
  maxRows: string,
) {
  await useKey(SANDBOX_KEYS.pro);
  await sandboxAdmin('jobs', { paused: true });
  const page = await openPage('options.html#lead-lists');
  await fillLeadList(page, name, maxRows);
  await (await startList(page)).getByRole('button', { name: 'Start lead list' }).click();
  await expect(leadListField(page, 'Status')).toHaveText('Queued');
  await sandboxAdmin('jobs', { step: 2 });
  await expect(leadListField(page, 'Status')).toHaveText('Running');
  return page;
}

async function notificationsOf(where: Worker | Page): Promise<string[]> {
  const ask = async () =>
    Object.keys(await (globalThis as unknown as { chrome: { notifications: { getAll(): Promise<Record<string, boolean>> } } }).chrome.notifications.getAll());
  return 'mainFrame' in where ? where.evaluate(ask) : where.evaluate(ask);
}

/** The extension's current service worker (a new one after a stop). */
async function currentWorker(context: BrowserContext): Promise<Worker> {
  const workers = context.serviceWorkers();
  return workers[workers.length - 1] ?? context.waitForEvent('serviceworker');
}

test('a lead list from create to completion is charged exactly its rows delivered', async ({ openPage, useKey, sandbox, context }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#lead-lists');
  await page.setViewportSize({ width: 1200, height: 1000 });
  await fillLeadList(page, 'GA prospects', '20000');
  await page.getByRole('button', { name: 'Review estimate and start' }).click();
  // Refused before anything is sent, saying what is allowed; what was typed stays.
  await expect(page.getByText('Maximum rows must be a whole number from 1 to 10,000.')).toBeVisible();
  await expect(page.getByLabel('List name')).toHaveValue('GA prospects');
  await page.getByLabel(/^Maximum rows/).fill('30');

  const dialog = await startList(page);
  await expect(dialog).toContainText('Estimate: up to 30 credits');
  await expect(dialog).toContainText('Billed on rows delivered');
  await expect(dialog).toContainText('Capped to your credit balance');
  await expect(dialog).toContainText('A failed job costs nothing');
  await snapshot(page, 'lead-list-confirm');
  await dialog.getByRole('button', { name: 'Start lead list' }).click();

  await expect(page).toHaveURL(/#lead-lists\/ll_\d+$/);
  await expect(leadListField(page, 'Status')).toHaveText('Completed');
  await expect(leadListField(page, 'Progress')).toHaveText('30 of 30 rows');
  await expect(leadListField(page, 'Credits charged')).toHaveText('30 credits');
  await expect(leadListField(page, 'Capped')).toHaveText('No');
  const rows = page.getByRole('table', { name: 'Rows of GA prospects' });
  await expect(rows.getByRole('row')).toHaveCount(1 + 25);
  await expect(rows.getByRole('row').nth(1)).toContainText('Google Analytics');
  await expect(page.getByRole('navigation', { name: 'Row pages' })).toContainText('1–25 of 30');
  await expect(page.getByRole('button', { name: 'Add all to audience' })).toBeEnabled();
  await snapshot(page, 'lead-list-finished');

  const entries = await sandboxEntries(sandbox.url);
  expect(jobCredits(entries)).toBe(30);
  expect(
    entries
      .filter((e) => e.credits > 0)
      .map((e) => [e.endpoint, e.credits])
      .sort(),
  ).toEqual([
    ['leadLists.create', 30],
    ['technologies.search', 1],
  ]);

  // The CSV a CRM takes as is: one contact per row, domain, company, name, title and email first; every
  // delivered domain is in it (a row without contacts keeps its domain).
  const lines = (await downloadText(page.getByRole('button', { name: 'Download CSV' }))).split(/\r?\n/);
  expect(lines[0]).toBe('domain,company,name,title,email,industry,employees,country,state,city,founded,linkedin_url,technologies');
  expect(lines.length).toBeGreaterThanOrEqual(1 + 30);
  expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(30);
  expect(lines.slice(1).every((l) => l.includes('Google Analytics'))).toBe(true);
  // Contacts: an email is a mailto link; the domain opens its view.
  const email = rows.getByRole('link', { name: /@/ }).first();
  await expect(email).toHaveAttribute('href', /^mailto:[^@]+@/);
  await expect(rows.getByRole('rowheader').first().getByRole('link')).toHaveAttribute('href', /popup\.html\?domain=/);

  // The completion notification, seen through the worker.
  const id = /#lead-lists\/(ll_\d+)$/.exec(page.url())![1]!;
  await expect.poll(async () => notificationsOf(await currentWorker(context))).toContain(`lead_list:${id}`);

  // This browser's credits view agrees with the account, the list's 30 credits included.
  const credits = await openPage('options.html#credits');
  const main = credits.getByRole('main');
  await expect(main).toContainText('This browser: 31');
  await expect(main).toContainText('Your account (all browsers and apps): 31');
  await expect(main).toContainText('Difference: 0');
  await expect(credits.getByRole('table', { name: 'Billed calls' }).getByRole('row', { name: /Lead list/ })).toContainText('30');
});

test('a lead list capped by a small balance is charged only the balance', async ({ openPage, useKey, sandboxAdmin, sandbox }) => {
  await sandboxAdmin('balance', { plan: 'pro', balance: 8 });
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#lead-lists');
  await fillLeadList(page, 'Small budget', '30');
  const dialog = await startList(page);
  // The search took 1 of the 8 credits: the estimate is capped to the 7 left.
  await expect(dialog).toContainText('Estimate: up to 7 credits');
  await expect(dialog).toContainText('no more than your balance of 7');
  await dialog.getByRole('button', { name: 'Start lead list' }).click();
  await expect(leadListField(page, 'Status')).toHaveText('Completed');
  await expect(leadListField(page, 'Progress')).toHaveText('7 of 30 rows');
  await expect(leadListField(page, 'Credits charged')).toHaveText('7 credits');
  await expect(leadListField(page, 'Capped')).toHaveText('Yes — capped to your credit balance');
  await expect(page.getByRole('table', { name: 'Rows of Small budget' }).getByRole('row')).toHaveCount(1 + 7);
  expect(jobCredits(await sandboxEntries(sandbox.url))).toBe(7);
  await page.getByRole('link', { name: '← All lead lists' }).click();
  await expect(page.getByRole('table', { name: 'Your lead lists' }).getByRole('row', { name: /Small budget/ })).toContainText('Capped');
});

test('cancelling a running list bills the rows delivered so far', async ({ openPage, useKey, sandboxAdmin, sandbox }) => {
  const page = await runPausedList({ openPage, useKey, sandboxAdmin }, 'Stop me', '40');
  await expect(leadListField(page, 'Progress')).not.toHaveText('0 of 40 rows');
  await expect(leadListField(page, 'Credits charged')).toHaveText('Billed when it finishes');
  const delivered = Number(/^(\d+) of 40 rows$/.exec((await leadListField(page, 'Progress').textContent())!)![1]);
  expect(delivered).toBeGreaterThan(0);
  expect(delivered).toBeLessThan(40);

  await page.getByRole('button', { name: 'Cancel list' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`The ${delivered} rows delivered so far`);
  await dialog.getByRole('button', { name: 'Stop the list' }).click();
  await expect(leadListField(page, 'Status')).toHaveText('Canceled');
  await expect(leadListField(page, 'Credits charged')).toHaveText(`${delivered} credits`);
  await expect(page.getByRole('table', { name: 'Rows of Stop me' }).getByRole('row')).toHaveCount(1 + Math.min(delivered, 25));
  expect(jobCredits(await sandboxEntries(sandbox.url))).toBe(delivered);
  // Stepping on changes nothing: the list is over.
  await sandboxAdmin('jobs', { step: 10 });
  expect(jobCredits(await sandboxEntries(sandbox.url))).toBe(delivered);
});

test('a list is still tracked after the worker is stopped mid-job: the alarm settles it', async ({ openPage, useKey, sandboxAdmin, sandbox, context }) => {
  test.setTimeout(120_000);
  const page = await runPausedList({ openPage, useKey, sandboxAdmin }, 'Survivor', '30');
  const id = /#lead-lists\/(ll_\d+)$/.exec(page.url())![1]!;
  await page.close();

  // Stop the worker (no page is open to wake it), then let the sandbox finish the list.
  const { states } = await stopServiceWorker(context);
  await sandboxAdmin('jobs', { step: 20 });
  const polls = () => sandboxEntries(sandbox.url).then((es) => es.filter((e) => e.method === 'GET' && e.path === `/v1/lead-lists/${id}`).length);
  const before = await polls();

  // The stacklens-jobs alarm (every 30 s) starts the worker again, with no page open; it polls and settles the list.
  await expect.poll(polls, { timeout: 75_000, intervals: [1000] }).toBeGreaterThan(before);
  expect(states.slice(states.lastIndexOf('stopped'))).toContain('running');
  // Opened at the address earlier versions used (#leadlists/<id>), as an old notification or bookmark would.
  const again = await openPage(`options.html#leadlists/${id}`);
  await expect.poll(() => notificationsOf(again), { timeout: 10_000 }).toContain(`lead_list:${id}`);
  await expect(leadListField(again, 'Status')).toHaveText('Completed');
  await expect(leadListField(again, 'Credits charged')).toHaveText('30 credits');
  expect(jobCredits(await sandboxEntries(sandbox.url))).toBe(30);
  // Charged once in this browser's ledger, however many polls there were.
  const credits = await openPage('options.html#credits');
  await expect(credits.getByRole('main')).toContainText('This browser: 31');
  await expect(credits.getByRole('main')).toContainText('Difference: 0');
});

test('“How many companies match?” is priced, confirmed, costs exactly 1 credit once, and asking again with the same filters is free', async ({
  openPage,
  useKey,
  sandbox,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#lead-lists');
  await fillLeadList(page, 'Counted', '20');
  await page.getByLabel('Country').fill('US');
  const counts = (await sandboxEntries(sandbox.url)).length;
  const countPaths = (entries: SandboxEntry[]) => entries.filter((e) => /^\/v1\/technology\/\d+\/companies$/.test(e.path));
  await page.getByRole('button', { name: 'How many companies match? · 1 credit' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Count the matching companies of 1 technology?' });
  await expect(dialog).toContainText('This spends 1 credit.');
  await expect(dialog).toContainText(/Balance: [\d,]+ → [\d,]+ credits after\./);
  // Nothing is asked before Confirm.
  expect((await sandboxEntries(sandbox.url)).length).toBe(counts);
  await dialog.getByRole('button', { name: 'Confirm · 1 credit' }).click();
  const list = page.getByRole('list', { name: 'Companies matching the list’s filters' });
  await expect(list).toContainText(/^Google Analytics: [\d,]+ compan(y matches|ies match) these filters$/);
  const after = await sandboxEntries(sandbox.url);
  expect(countPaths(after.slice(counts)).map((e) => e.credits)).toEqual([1]);
  const said = await list.textContent();

  // The same question on a fresh page: answered from the cache, no confirmation, no request.
  const again = await openPage('options.html#lead-lists');
  await again.getByLabel('List name').fill('Counted');
  await again.getByLabel('Technology name or category').fill('Google Analytics');
  await again.getByRole('button', { name: /^Search · / }).click();
  await again.getByRole('list', { name: 'Catalog results' }).getByRole('button', { name: 'Add Google Analytics', exact: true }).click();
  await again.getByLabel('Country').fill('US');
  const before = (await sandboxEntries(sandbox.url)).length;
  await again.getByRole('button', { name: /^How many companies match\?/ }).click();
  await expect(again.getByRole('list', { name: 'Companies matching the list’s filters' })).toHaveText(said!);
  await expect(again.getByRole('alertdialog')).toHaveCount(0);
  expect(countPaths((await sandboxEntries(sandbox.url)).slice(before))).toEqual([]);
});
