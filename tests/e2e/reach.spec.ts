// StackLens outside its popup, in Chromium against the sandbox: a link's site looked up from the
// context menu, and the address bar's keyword. The browser's own menu and address bar cannot be driven
// by Playwright, so the worker's listeners are fired in the worker itself (chrome.*.onX.dispatch), as
// the browser fires them; what the user then sees (the domain view) and spends (the sandbox's ledger)
// is checked as usual.
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { send } from './chromium';
import { expect, test } from './fixtures';

const SHOP = 'stacklens-fixture-shop.com';
const MISSING = 'stacklens-fixture-missing.com';

type Chrome = Record<string, Record<string, { dispatch(...args: unknown[]): void }>>;

/** Fires one of the worker's extension events (`contextMenus.onClicked`, `omnibox.onInputChanged`…) with these arguments. */
async function fire(worker: Worker, api: string, event: string, ...args: unknown[]) {
  await worker.evaluate(([a, e, rest]) => (globalThis as unknown as { chrome: Chrome }).chrome[a as string]![e as string]!.dispatch(...(rest as unknown[])), [
    api,
    event,
    args,
  ] as const);
}

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/** A key saved and the shop looked up once (1 credit), so its answer is cached; a settings page to send from. */
async function cacheShop(useKey: Fixtures['useKey'], openPage: Fixtures['openPage']): Promise<Page> {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#settings');
  await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: SHOP } });
  return page;
}

/** "Look up this link’s site in StackLens" clicked on a link in a page: the tab it opens. */
async function clickLinkMenu(context: BrowserContext, worker: Worker, linkUrl: string): Promise<Page> {
  const opened = context.waitForEvent('page');
  await fire(worker, 'contextMenus', 'onClicked', { menuItemId: 'stacklens-lookup-link', linkUrl, pageUrl: 'https://example.org/' }, { id: 1 });
  return opened;
}

/** The shop's domain view, its cached technologies on screen. */
async function expectShopView(view: Page) {
  await expect(view.getByRole('heading', { name: SHOP, level: 1 })).toBeVisible();
  await expect(view.getByText('6 technologies')).toBeVisible();
}

test('the link menu’s "Look up this link’s site" opens the domain view of the link’s registrable domain, free when cached', async ({
  context,
  worker,
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await cacheShop(useKey, openPage);
  const spent = (await sandboxLedger()).length;

  const view = await clickLinkMenu(context, worker, `https://blog.${SHOP}/news/1`);
  await expect(view).toHaveURL(new RegExp(`popup\\.html\\?domain=${SHOP.replace(/\./g, '\\.')}$`));
  await expectShopView(view);
  expect(await sandboxLedger()).toHaveLength(spent);
});

test('a link to a site not cached asks before spending when Settings › Popup asks first', async ({ context, worker, openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#settings');
  await send(page, 'settings.update', { askBeforeLookup: true });
  const spent = (await sandboxLedger()).length;

  const view = await clickLinkMenu(context, worker, `https://${MISSING}/`);
  await expect(view.getByRole('heading', { name: MISSING, level: 1 })).toBeVisible();
  await expect(view.getByRole('button', { name: `Load technologies of ${MISSING} · 1 credit` })).toBeVisible();
  expect(await sandboxLedger()).toHaveLength(spent);
});

test('the address bar keyword suggests cached domains with their technologies while typing, sending nothing; Enter on a cached one costs 0', async ({
  context,
  worker,
  openPage,
  useKey,
  sandboxLedger,
}) => {
  const page = await cacheShop(useKey, openPage);
  await send(page, 'visit.record', { domain: MISSING, technologies: [] });
  const requests = (await sandboxLedger()).length;

  // Typing "sl stacklens-fixture-" letter by letter: the browser fires onInputChanged for each.
  const typed = 'stacklens-fixture-';
  for (let n = 1; n <= typed.length; n++) {
    await worker.evaluate(
      (text) => {
        const g = globalThis as unknown as { suggested?: { content: string; description: string }[]; chrome: Chrome };
        g.chrome.omnibox!.onInputChanged!.dispatch(text, (list: { content: string; description: string }[]) => void (g.suggested = list));
      },
      typed.slice(0, n),
    );
  }
  const suggested = () => worker.evaluate(() => (globalThis as unknown as { suggested?: { content: string; description: string }[] }).suggested ?? []);
  await expect.poll(async () => (await suggested()).map((s) => s.content)).toEqual([SHOP, MISSING]);
  const [shop, missing] = await suggested();
  expect(shop!.description).toMatch(new RegExp(`^<match>${SHOP}</match> <dim>— .+ · cached, free</dim>$`));
  expect(missing!.description).toBe(`<match>${MISSING}</match> <dim>— recent · not cached, Look up 1 credit</dim>`);
  expect(await sandboxLedger()).toHaveLength(requests);

  const opened = context.waitForEvent('page');
  await fire(worker, 'omnibox', 'onInputEntered', SHOP, 'newForegroundTab');
  await expectShopView(await opened);
  expect(await sandboxLedger()).toHaveLength(requests);
});

test('"sl stacklens-fixture-missing,com" says it is no domain name and suggests the likely one; Enter opens it asking first, spending nothing', async ({
  context,
  worker,
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  // Looking new sites up automatically: even so, the guessed site waits for a click.
  const page = await openPage('options.html#settings');
  await send(page, 'settings.update', { askBeforeLookup: false, lookupChoiceMade: true });
  const requests = (await sandboxLedger()).length;
  const typed = MISSING.replace('.com', ',com');

  await worker.evaluate((text) => {
    const g = globalThis as unknown as {
      firstLine?: string;
      suggested?: { content: string; description: string }[];
      chrome: { omnibox: { setDefaultSuggestion(s: { description: string }): void; onInputChanged: { dispatch(...a: unknown[]): void } } };
    };
    const set = g.chrome.omnibox.setDefaultSuggestion.bind(g.chrome.omnibox);
    g.chrome.omnibox.setDefaultSuggestion = (s) => {
      g.firstLine = s.description;
      return set(s);
    };
    g.chrome.omnibox.onInputChanged.dispatch(text, (list: { content: string; description: string }[]) => void (g.suggested = list));
  }, typed);
  const read = () =>
    worker.evaluate(() => {
      const g = globalThis as unknown as { firstLine?: string; suggested?: { content: string; description: string }[] };
      return { firstLine: g.firstLine, suggested: g.suggested };
    });
  await expect
    .poll(async () => (await read()).suggested)
    .toEqual([{ content: MISSING, description: `<match>${MISSING}</match> <dim>— did you mean this? “${typed}” is not a domain name</dim>` }]);
  expect((await read()).firstLine).toBe(`${typed} is not a domain name: did you mean ${MISSING}? Enter opens it and asks before any lookup.`);

  const opened = context.waitForEvent('page');
  await fire(worker, 'omnibox', 'onInputEntered', typed, 'newForegroundTab');
  const view = await opened;
  await expect(view.getByRole('heading', { name: MISSING, level: 1 })).toBeVisible();
  await expect(view.getByRole('button', { name: `Load technologies of ${MISSING} · 1 credit` })).toBeVisible();
  expect(await sandboxLedger()).toHaveLength(requests);
});
