// The address bar keyword in Firefox, typed into the real address bar from chrome scope: `sl`, a space
// and the start of a domain lists the cached site with its technologies and a recent one with its
// price, as plain text (Firefox shows no markup), sending nothing; Enter on the cached site opens its
// domain view at no cost.
import type { Page } from 'puppeteer-core';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, test, waitFor } from './fixtures';

const SHOP = 'stacklens-fixture-shop.com';
const MISSING = 'stacklens-fixture-missing.com';

function send(page: Page, type: string, payload: unknown): Promise<{ ok: boolean }> {
  return page.evaluate(
    (t, p) =>
      (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<{ ok: boolean }> } } }).browser.runtime.sendMessage({
        channel: 'stacklens/v1',
        type: t,
        payload: p,
      }),
    type,
    payload,
  );
}

test('typing "sl stacklens-fixture-" suggests the cached shop with its technologies, sending nothing; Enter opens it for free', async ({
  firefox,
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#credits');
  expect(await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: SHOP } })).toMatchObject({ ok: true });
  expect(await send(page, 'visit.record', { domain: MISSING, technologies: [] })).toMatchObject({ ok: true });
  const requests = (await sandboxLedger()).length;

  const suggestions = await waitFor(
    () =>
      firefox.chrome<{ content: string; title: string }[]>(`
        gURLBar.focus();
        gURLBar.search('sl stacklens-fixture-');
        const context = await gURLBar.lastQueryContextPromise;
        // Firefox writes each suggestion's content after the keyword; the first row is what was typed.
        return context.results.filter((r) => r.payload.keyword === 'sl' && r.payload.content !== 'sl stacklens-fixture-')
          .map((r) => ({ content: r.payload.content.replace(/^sl /, ''), title: r.payload.title }));
      `),
    (list) => list.length >= 2,
    'the keyword’s suggestions',
  );
  expect(suggestions.map((s) => s.content)).toEqual([SHOP, MISSING]);
  expect(suggestions[0]!.title).toMatch(new RegExp(`^${SHOP} — .+ · cached, free$`));
  expect(suggestions[1]!.title).toBe(`${MISSING} — recent · not cached, Look up 1 credit`);
  expect(await sandboxLedger()).toHaveLength(requests);

  await firefox.chrome(`
    gURLBar.focus();
    gURLBar.search('sl ${SHOP}');
    await gURLBar.lastQueryContextPromise;
    gURLBar.handleCommand();
  `);
  // Enter without a modifier opens the view in the tab the user typed in.
  await waitFor(
    () => firefox.chrome<string[]>(`return [...gBrowser.tabs].map((tab) => tab.linkedBrowser.currentURI.spec)`),
    (urls) => urls.some((url) => url.endsWith(`/popup.html?domain=${SHOP}`)),
    'the domain view the keyword opened',
  );
  // That tab is the page opened last (the one in front), now showing the shop's cached technologies.
  await waitFor(
    () => page.evaluate(() => [location.href, document.body.innerText] as const),
    ([href, text]) => href.endsWith(`/popup.html?domain=${SHOP}`) && text.includes('6 technologies'),
    'the cached technologies in the domain view',
  );
  expect(await sandboxLedger()).toHaveLength(requests);
});

test('typing "sl stacklens-fixture-missing,com" suggests the likely site and says the text is no domain name; Enter opens it asking first, spending nothing', async ({
  firefox,
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#credits');
  const requests = (await sandboxLedger()).length;
  const typed = MISSING.replace('.com', ',com');

  const suggestions = await waitFor(
    () =>
      firefox.chrome<{ content: string; title: string }[]>(`
        gURLBar.focus();
        gURLBar.search(${JSON.stringify(`sl ${typed}`)});
        const context = await gURLBar.lastQueryContextPromise;
        return context.results.filter((r) => r.payload.keyword === 'sl' && r.payload.content !== ${JSON.stringify(`sl ${typed}`)})
          .map((r) => ({ content: r.payload.content.replace(/^sl /, ''), title: r.payload.title }));
      `),
    (list) => list.length >= 1,
    'the keyword’s suggestion of the likely site',
  );
  expect(suggestions).toEqual([{ content: MISSING, title: `${MISSING} — did you mean this? “${typed}” is not a domain name` }]);

  // Enter on the text as typed: the likely site's view, which asks before its lookup.
  await firefox.chrome(`
    gURLBar.focus();
    gURLBar.search(${JSON.stringify(`sl ${typed}`)});
    await gURLBar.lastQueryContextPromise;
    gURLBar.handleCommand();
  `);
  await waitFor(
    () => firefox.chrome<string[]>(`return [...gBrowser.tabs].map((tab) => tab.linkedBrowser.currentURI.spec)`),
    (urls) => urls.some((url) => url.endsWith(`/popup.html?domain=${MISSING}&ask=1`)),
    'the likely site’s view, asking first',
  );
  await waitFor(
    () => page.evaluate(() => [location.href, document.body.innerText] as const),
    ([href, text]) => href.endsWith(`&ask=1`) && text.includes(`Load technologies of ${MISSING}`),
    'the view’s priced Load button',
  );
  // Nothing paid and no lookup of the site (the open Credits & usage page may still be reading its free figures).
  expect((await sandboxLedger()).slice(requests).filter((e) => e.credits > 0 || e.path.startsWith('/v1/domain/'))).toEqual([]);
});
