// Firefox's side of lib/platform.ts: a persistent background page (not a worker) runs StackLens's
// alarms and notifications with the same calls as Chrome's worker (tests/e2e/lead-lists.spec.ts is the
// Chrome side). A lead list is started, its page closed, and only the background page's alarm can
// learn that the list finished and say so in a notification.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, test, textOf, waitFor } from './fixtures';
import { fill, getByLabel, getByRole } from './find';

type ExtensionGlobal = {
  browser: {
    alarms: { get(name: string): Promise<{ name: string; periodInMinutes?: number } | undefined> };
    notifications: { onClosed: { addListener(listener: (id: string) => void): void } };
  };
};

test('a lead list finished while no page is open: the background page’s alarm polls it and a notification says so', async ({
  openPage,
  useKey,
  sandbox,
  sandboxLedger,
}) => {
  test.setTimeout(150_000);
  await useKey(SANDBOX_KEYS.pro);
  const admin = (body: unknown) =>
    fetch(`${sandbox.url}/__sandbox/jobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // The sandbox's job timer is held, so the list is still running when its page closes.
  expect((await admin({ paused: true })).ok).toBe(true);

  const page = await openPage('options.html#lead-lists');
  await fill(await getByLabel(page, 'List name'), 'Firefox prospects');
  await fill(await getByLabel(page, 'Technology name or category'), 'Google Analytics');
  await (await getByRole(page, 'button', 'Search · 1 credit')).click();
  await (await getByRole(await getByRole(page, 'list', 'Catalog results'), 'button', 'Add Google Analytics')).click();
  await fill(await getByLabel(page, /^Maximum rows/), '30');
  await (await getByRole(page, 'button', 'Review estimate and start')).click();
  await (await getByRole(await getByRole(page, 'dialog'), 'button', 'Start lead list')).click();
  const hash = await waitFor(
    () => page.evaluate(() => location.hash),
    (h) => /^#lead-lists\/ll_\d+$/.test(h),
    'the new list’s page',
  );
  const id = hash.slice('#lead-lists/'.length);

  // The job alarm the background page polls by (every 30 s).
  const alarm = await page.evaluate(() => (globalThis as unknown as ExtensionGlobal).browser.alarms.get('stacklens-jobs'));
  expect(alarm).toMatchObject({ name: 'stacklens-jobs', periodInMinutes: 0.5 });
  // Headless Firefox has no system alerts: a notification closes as soon as it is created, so it is
  // seen through onClosed, from a page that does not poll lead lists itself.
  const observer = await openPage('options.html#credits');
  await observer.evaluate(() => {
    const seen: string[] = [];
    (globalThis as unknown as { notificationsSeen: string[] }).notificationsSeen = seen;
    (globalThis as unknown as ExtensionGlobal).browser.notifications.onClosed.addListener((id) => seen.push(id));
  });
  await page.close();

  // The sandbox finishes the list; with no page open, only the alarm asks for it.
  // The sandbox's record of GET /v1/lead-lists/{id}: the status polls (free), not the job's own rows.
  const polls = async () => (await sandboxLedger()).filter((e) => e.method === 'GET' && e.path === `/v1/lead-lists/${id}`).length;
  const before = await polls();
  expect((await admin({ step: 40 })).ok).toBe(true);
  await waitFor(polls, (n) => n > before, 'the alarm’s poll of the list', 75_000);

  await expect.poll(() => observer.evaluate(() => (globalThis as unknown as { notificationsSeen: string[] }).notificationsSeen)).toContain(`lead_list:${id}`);
  const again = await openPage(`options.html#lead-lists/${id}`);
  await expect.poll(() => textOf(again)).toMatch(/Status\s+Completed/);
  await expect.poll(() => textOf(again)).toMatch(/Credits charged\s+30 credits/);
});
