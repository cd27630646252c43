// Every credit accounted for off the happy path, in the built extension against the sandbox: "Try again"
// after an answer lost once the work was done and billed (live detection, a lead list) charges once and
// makes one server object; a worker stopped (CDP) in the middle of a paid request or of a job settle
// (the popup closed, or still open and pressed again) leaves a ledger row, and after the restart and a
// reconciliation this browser’s ledger equals the sandbox's charge ledger to the credit.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { send } from './chromium';
import { expect, test as base } from './fixtures';
import { PopupPage } from './pages/popup-page';
import { fillLeadList, leadListField, stopServiceWorker } from './pages/lead-lists-page';

const MISSING = 'stacklens-fixture-missing.com';

interface SandboxEntry {
  method: string;
  path: string;
  endpoint: string | null;
  status: number;
  credits: number;
}
interface LedgerRow {
  endpoint: string;
  state?: string;
  credits: number;
  estimate?: number;
}

async function sandboxLedger(url: string): Promise<{ entries: SandboxEntry[]; total: number }> {
  const body = (await (await fetch(`${url}/__sandbox/ledger`)).json()) as { entries: SandboxEntry[]; total_credits: number };
  return { entries: body.entries, total: body.total_credits };
}
async function sandboxState(url: string): Promise<{ counts: { lead_lists: number; jobs: number; audiences: number }; faults: { holding: number } }> {
  return (await fetch(`${url}/__sandbox/state`)).json();
}

const ledgerRows = (page: Page) => send<LedgerRow[]>(page, 'ledger.list', { limit: 1000 });
const localTotal = async (page: Page) => (await ledgerRows(page)).reduce((sum, r) => sum + r.credits, 0);

const test = base.extend<{ detectWhileAnswerHeld: () => Promise<PopupPage> }>({
  /** With the pro key, starts a live detection whose crawl the sandbox does and bills, then holds its answer back (4 s). */
  detectWhileAnswerHeld: async ({ openPage, useKey, sandboxAdmin, sandbox }, use) => {
    await use(async () => {
      await useKey(SANDBOX_KEYS.pro);
      await sandboxAdmin('slow', { count: 1, endpoint: 'live.detect', ms: 4000 });
      const popup = await PopupPage.open(openPage, MISSING);
      await popup.button('Live detect · 5 credits').click();
      await popup.page.getByRole('dialog', { name: 'Run a live detection?' }).getByRole('button', { name: 'Detect · 5 credits' }).click();
      await expect.poll(async () => (await sandboxState(sandbox.url)).faults.holding).toBe(1);
      return popup;
    });
  },
});

test.describe('Try again after an answer lost once the work was done and billed', () => {
  // Every attempt of the first press loses its answer: the transport's own retries and the ones Chromium
  // makes by itself when a reused socket closes without an answer. The fault is ended before Try again.
  const LOST_EVERY_ATTEMPT = 20;

  test('live detection: one charge, one crawl', async ({ openPage, useKey, sandboxAdmin, sandbox }) => {
    await useKey(SANDBOX_KEYS.pro);
    await sandboxAdmin('lose', { count: LOST_EVERY_ATTEMPT, endpoint: 'live.detect' });
    const popup = await PopupPage.open(openPage, MISSING);
    await popup.button('Live detect · 5 credits').click();
    await popup.page.getByRole('dialog', { name: 'Run a live detection?' }).getByRole('button', { name: 'Detect · 5 credits' }).click();
    await expect(popup.alert).toContainText('Cannot reach the API');
    await expect(popup.alert).toContainText('No answer came, so this may have been billed (5 credits). Trying again does not do or bill it twice');
    // The crawl ran and was billed on the server, though no answer came.
    expect((await sandboxLedger(sandbox.url)).total).toBe(5);
    await sandboxAdmin('lose', { count: 0 });

    await popup.alert.getByRole('button', { name: /^Try again/ }).click();
    await popup.page.getByRole('dialog', { name: 'Run a live detection?' }).getByRole('button', { name: 'Detect · 5 credits' }).click();
    await expect(popup.page.getByRole('region', { name: 'Live detection' })).toContainText('From a live detection');
    await expect(popup.alert).toHaveCount(0);

    const server = await sandboxLedger(sandbox.url);
    const crawls = server.entries.filter((e) => e.endpoint === 'live.detect');
    // The second press replayed the first crawl's answer (same Idempotency-Key): free, no new crawl.
    expect(crawls.filter((e) => e.credits > 0)).toHaveLength(1);
    expect(server.total).toBe(5);
    // The first press's row said "possibly billed"; /v1/usage says it was, once.
    const report = await send<{ settled: number; credits: number }>(popup.page, 'ledger.reconcile', { graceMs: 0 });
    expect(report).toEqual({ settled: 1, credits: 5, waiting: 0, resent: 0, rechecking: 0 });
    expect(await localTotal(popup.page)).toBe(server.total);
  });

  test('lead list: one list on the server, billed once for its rows', async ({ openPage, useKey, sandboxAdmin, sandbox }) => {
    await useKey(SANDBOX_KEYS.pro);
    await sandboxAdmin('jobs', { paused: true });
    const page = await openPage('options.html#lead-lists');
    await fillLeadList(page, 'Lost once', '12');
    await sandboxAdmin('lose', { count: LOST_EVERY_ATTEMPT, endpoint: 'leadLists.create' });
    await page.getByRole('button', { name: 'Review estimate and start' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start lead list' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot reach the API' });
    await expect(alert).toContainText(
      'No answer came, so it may have started on the server (billed when it finishes). Trying again does not do or bill it twice',
    );
    // The list exists on the server already, though this page never heard of it.
    expect((await sandboxState(sandbox.url)).counts.lead_lists).toBe(1);
    await sandboxAdmin('lose', { count: 0 });

    await alert.getByRole('button', { name: /^Try again/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start lead list' }).click();
    await expect(page).toHaveURL(/#lead-lists\/ll_\d+$/);
    expect((await sandboxState(sandbox.url)).counts.lead_lists).toBe(1);

    await sandboxAdmin('jobs', { paused: false });
    await expect(leadListField(page, 'Status')).toHaveText('Completed');
    await expect(leadListField(page, 'Credits charged')).toHaveText('12 credits');
    await page.getByRole('link', { name: '← All lead lists' }).click();
    await expect(page.getByRole('table', { name: 'Your lead lists' }).getByRole('row', { name: /Lost once/ })).toHaveCount(1);

    const server = await sandboxLedger(sandbox.url);
    expect(server.entries.filter((e) => e.method === 'JOB').map((e) => e.credits)).toEqual([12]);
    expect(server.total).toBe(1 + 12);
    expect(await localTotal(page)).toBe(server.total);
  });
});

test.describe('a worker stopped', () => {
  test('in the middle of a paid request: after the restart its row is there, and totals match after reconciliation', async ({
    detectWhileAnswerHeld,
    openPage,
    sandbox,
    context,
  }) => {
    const popup = await detectWhileAnswerHeld();
    await popup.page.close();
    await stopServiceWorker(context);
    // The server finishes the request the stopped worker made (and bills it), with no one to answer.
    await expect.poll(async () => (await sandboxLedger(sandbox.url)).entries.filter((e) => e.endpoint === 'live.detect').length, { timeout: 10_000 }).toBe(1);

    // A page wakes a new worker: the row written before the request left is there, possibly billed.
    const page = await openPage('options.html#credits');
    await expect
      .poll(async () => (await ledgerRows(page)).filter((r) => r.endpoint === 'live.detect').map((r) => [r.state, r.estimate]))
      .toEqual([['unknown', 5]]);
    await page.reload();
    const row = page.getByRole('table', { name: 'Billed calls' }).getByRole('row', { name: /Live detection/ });
    await expect(row).toContainText('No answer — possibly billed');
    await expect(row).toContainText('up to 5');
    await expect(page.getByText(/1 call got no answer and may have been billed \(up to 5 credits\)/)).toBeVisible();
    const report = await send<{ settled: number; credits: number }>(page, 'ledger.reconcile', { graceMs: 0 });
    expect(report).toEqual({ settled: 1, credits: 5, waiting: 0, resent: 0, rechecking: 0 });
    expect((await ledgerRows(page)).filter((r) => r.endpoint === 'live.detect').map((r) => [r.state, r.credits])).toEqual([['settled', 5]]);
    const server = await sandboxLedger(sandbox.url);
    expect(server.total).toBe(5);
    expect(await localTotal(page)).toBe(server.total);
    await page.reload();
    await expect(page.getByRole('main')).toContainText('Difference: 0');
  });

  test('in the middle of a paid request, with the popup still open: Try again gets the first answer for free, and the totals match', async ({
    detectWhileAnswerHeld,
    sandbox,
    context,
  }) => {
    const popup = await detectWhileAnswerHeld();
    await stopServiceWorker(context);
    await expect(popup.alert).toContainText('background worker did not answer. Try again');
    // A new worker repeats the request with the intent's Idempotency-Key: the server replays the crawl
    // it already billed.
    await popup.alert.getByRole('button', { name: /^Try again/ }).click();
    await popup.page.getByRole('dialog', { name: 'Run a live detection?' }).getByRole('button', { name: 'Detect · 5 credits' }).click();
    await expect(popup.page.getByRole('region', { name: 'Live detection' })).toContainText('From a live detection');
    // The first request's answer, held back until now, is the only charge.
    await expect.poll(async () => (await sandboxState(sandbox.url)).faults.holding, { timeout: 10_000 }).toBe(0);
    const server = await sandboxLedger(sandbox.url);
    expect(
      server.entries
        .filter((e) => e.endpoint === 'live.detect')
        .map((e) => e.credits)
        .sort(),
    ).toEqual([0, 5]);
    expect(server.total).toBe(5);
    // The stopped worker's row is "possibly billed"; /v1/usage gives it the 5 credits, once.
    expect(await send(popup.page, 'ledger.reconcile', { graceMs: 0 })).toEqual({ settled: 1, credits: 5, waiting: 0, resent: 0, rechecking: 0 });
    expect(await localTotal(popup.page)).toBe(server.total);
  });

  test('in the middle of a job settle: after the restart the charge is in the ledger once, and totals match', async ({
    openPage,
    useKey,
    sandboxAdmin,
    sandbox,
    context,
  }) => {
    test.setTimeout(120_000);
    await useKey(SANDBOX_KEYS.pro);
    await sandboxAdmin('jobs', { paused: true });
    const page = await openPage('options.html#lead-lists');
    await fillLeadList(page, 'Settling', '9');
    await page.getByRole('button', { name: 'Review estimate and start' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start lead list' }).click();
    await expect(leadListField(page, 'Status')).toHaveText('Queued');
    const id = /#lead-lists\/(ll_\d+)$/.exec(page.url())![1]!;

    // The list completes and is billed on the server; every poll that would bring the news is held
    // back, and the worker is stopped while one waits: the settle it was about to write never happens.
    await sandboxAdmin('slow', { count: 100, endpoint: 'leadLists.get', ms: 6000 });
    await sandboxAdmin('jobs', { step: 50 });
    expect((await sandboxLedger(sandbox.url)).entries.filter((e) => e.method === 'JOB').map((e) => e.credits)).toEqual([9]);
    await expect.poll(async () => (await sandboxState(sandbox.url)).faults.holding, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.close();
    await stopServiceWorker(context);

    // A new worker: the list is still tracked, not yet charged here (its polls are still held).
    const credits = await openPage('options.html#credits');
    expect((await ledgerRows(credits)).filter((r) => r.endpoint === 'leadLists.create' && r.credits > 0)).toEqual([]);
    expect((await send<{ label: string; charged: boolean }[]>(credits, 'leadLists.list')).map((l) => [l.label, l.charged])).toEqual([['Settling', false]]);
    await sandboxAdmin('slow', { count: 0, endpoint: 'leadLists.get', ms: 1 });

    // The next poll settles it: its charge written once.
    const again = await openPage(`options.html#lead-lists/${id}`);
    await expect(leadListField(again, 'Status')).toHaveText('Completed', { timeout: 20_000 });
    await expect(leadListField(again, 'Credits charged')).toHaveText('9 credits');
    // Another poll after the settle writes nothing more.
    await send(again, 'jobs.poll', {});
    const charges = (await ledgerRows(again)).filter((r) => r.endpoint === 'leadLists.create' && r.credits > 0);
    expect(charges.map((r) => r.credits)).toEqual([9]);
    await send(again, 'ledger.reconcile', { graceMs: 0 });
    const server = await sandboxLedger(sandbox.url);
    expect(server.total).toBe(1 + 9);
    expect(await localTotal(again)).toBe(server.total);
    await credits.reload();
    await expect(credits.getByRole('main')).toContainText('This browser: 10');
    await expect(credits.getByRole('main')).toContainText('Difference: 0');
  });
});
