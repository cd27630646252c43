// The worker's local.detect and local.resolve: free detection matched to the local catalog, and a paid
// name lookup only when the setting allows it, paid once per name.
import { describe, expect, it, vi } from 'vitest';
import { listLedger } from '@/lib/metered/ledger';
import { rememberTechnologies } from '@/lib/db/technologies';
import { updateSettings } from '@/lib/db/settings';
import { hideTechnology } from '@/lib/db/hidden-technologies';
import { saveKey } from '@/lib/keys/key-store';
import { dispatch } from '@/lib/messaging/background';
import { PAGE_LIMITS, type PageFindings } from '@/lib/local/inspect-page';
import { createHandlers } from '@/lib/worker/handlers';
import { createLocalHandlers, INJECTION_TIMEOUT_MS, type LocalPlatform } from '@/lib/worker/features/local';
import type { Handlers } from '@/lib/messaging/background';
import { creditsBody, freshDb, LIVE_KEY, manualClock, ok, scriptedFetch } from '../support/fake-api';
import { findings, match } from './support';
import { RULES } from '@/lib/local/rules';

const BASE = 'http://127.0.0.1:9';
const FINDINGS: PageFindings = findings({
  generators: ['WordPress 6.4.3'],
  matches: [match('jQuery', 'global', 0, '', '3.7.1'), match('WordPress', 'generator'), match('Google Tag Manager', 'script', 0, 'www.googletagmanager.com')],
});
const summary = (id: number, name: string, category = 'JavaScript libraries') => ({ id, name, category, category_id: 1, icon: null });

function setup(platform: Partial<LocalPlatform>, script: Parameters<typeof scriptedFetch>[0] = [], timeoutMs = INJECTION_TIMEOUT_MS) {
  const db = freshDb();
  const fetch = scriptedFetch(script);
  const clock = manualClock();
  const ctx = { db, defaultBaseUrl: BASE, fetch, now: clock.now };
  const core = createHandlers(ctx);
  const local = createLocalHandlers(
    {
      db,
      ctx,
      api: async () => {
        throw new Error('unused');
      },
      call: async (input) => ({ ...(await core['api.call'](input)), account: 'local', keyMode: 'live' }),
      now: clock.now,
    },
    { tabUrl: async () => 'https://shop.example.com/', rules: async () => RULES, inspect: async () => FINDINGS, ...platform },
    { timeoutMs },
  );
  const handlers = { ...core, ...local } as Handlers;
  const ask = (type: string, payload: unknown) => dispatch(handlers, type, payload);
  return { db, fetch, ask };
}

describe('the rule set', () => {
  it('is read when a detection first needs it, not when the worker starts', async () => {
    let reads = 0;
    const { ask } = setup({ rules: async () => (reads++, RULES) });
    expect(reads).toBe(0);
    expect(await ask('settings.get', {})).toMatchObject({ ok: true });
    expect(reads).toBe(0);
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({ ok: true, data: { status: 'ok' } });
    expect(reads).toBe(1);
  });

  it('unreadable, the detection fails with what to do instead of naming technologies', async () => {
    const { ask } = setup({
      rules: async () => {
        throw new Error('The on-page rule set could not be read.');
      },
    });
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({
      ok: true,
      data: { status: 'failed', technologies: [], message: expect.stringMatching(/Reload the page and click the icon again/) },
    });
  });
});

describe('local.detect', () => {
  it('lists what the page shows, matched to the local catalog without any request', async () => {
    const { db, fetch, ask } = setup({});
    await rememberTechnologies(db, [summary(7, 'jQuery')], 1);
    const reply = await ask('local.detect', { tabId: 3 });
    expect(reply).toMatchObject({ ok: true, data: { status: 'ok', host: 'shop.example.com', unresolved: ['Google Tag Manager', 'WordPress'] } });
    const techs = (reply as { data: { technologies: { name: string; version: string | null; technology: { id: number } | null }[] } }).data.technologies;
    expect(techs.map((t) => [t.name, t.version, t.technology?.id ?? null])).toEqual([
      ['Google Tag Manager', null, null],
      ['jQuery', '3.7.1', 7],
      ['WordPress', '6.4.3', null],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the site, the page’s origin (no path or query) and the names hidden on that site (only there)', async () => {
    const { db, ask } = setup({ tabUrl: async () => 'https://shop.example.com/cart?token=abc#x' });
    await hideTechnology(db, 'example.com', 'WordPress', 1);
    await hideTechnology(db, 'other.com', 'jQuery', 1);
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({
      ok: true,
      data: { site: 'example.com', page: 'https://shop.example.com', hidden: ['WordPress'] },
    });
  });

  it('does not inspect a restricted page', async () => {
    let inspected = false;
    const { ask } = setup({ tabUrl: async () => 'https://chromewebstore.google.com/detail/abc', inspect: async () => ((inspected = true), FINDINGS) });
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({
      ok: true,
      data: { status: 'restricted', message: expect.stringMatching(/Chrome Web Store/), technologies: [] },
    });
    expect(inspected).toBe(false);
  });

  it('reports a failed injection as “could not inspect this page”', async () => {
    const { ask } = setup({
      inspect: async () => {
        throw new Error('Frame with ID 0 was removed.');
      },
    });
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({
      ok: true,
      data: { status: 'failed', message: expect.stringMatching(/could not inspect this page/) },
    });
  });

  it('treats Chrome’s “cannot be scripted” as a restricted page', async () => {
    const { ask } = setup({
      inspect: async () => {
        throw new Error('The extensions gallery cannot be scripted.');
      },
    });
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({ ok: true, data: { status: 'restricted' } });
  });

  it('gives up on a page that does not answer in time', async () => {
    // A short limit instead of the real 2 s, so the test does not wait.
    const { ask } = setup({ inspect: () => new Promise(() => undefined) }, [], 20);
    const reply = await ask('local.detect', { tabId: 3 });
    expect(reply).toMatchObject({ ok: true, data: { status: 'failed', message: expect.stringMatching(/did not answer in time/) } });
  });

  it('says when part of the page could not be inspected, and lists the rest', async () => {
    const { ask } = setup({ inspect: async () => ({ ...FINDINGS, failedTests: 2 }) });
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({
      ok: true,
      data: {
        status: 'partial',
        message: expect.stringMatching(/Part of this page could not be inspected/),
        technologies: [{ name: 'Google Tag Manager' }, { name: 'jQuery' }, { name: 'WordPress' }],
      },
    });
  });

  it('names the parts of the page not checked in time, lists what was checked, and passes the parts on for the panel', async () => {
    const { ask } = setup({ inspect: async () => ({ ...FINDINGS, unchecked: ['dom', 'inline'] }) });
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({
      ok: true,
      data: {
        status: 'partial',
        message: 'Not checked in time: its page markup and its inline scripts. What was checked is listed; check again for the whole page.',
        unchecked: ['dom', 'inline'],
        technologies: [{ name: 'Google Tag Manager' }, { name: 'jQuery' }, { name: 'WordPress' }],
      },
    });
  });

  it('refuses an answer naming a part of the check that does not exist', async () => {
    const { ask } = setup({ inspect: async () => ({ ...FINDINGS, unchecked: ['everything'] }) });
    expect(await ask('local.detect', { tabId: 3 })).toMatchObject({ ok: true, data: { status: 'failed' } });
  });
});

describe('local.resolve', () => {
  it('refuses to spend unless Settings › Popup allows it', async () => {
    const { db, fetch, ask } = setup({});
    await saveKey(db, LIVE_KEY);
    expect(await ask('local.resolve', { names: ['WordPress'] })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringMatching(/Settings › Popup/) },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('pays 1 credit for the unknown names, once: found and unknown names are kept for good', async () => {
    const lookup = ok(
      {
        results: [
          { query: 'WordPress', technology: summary(11, 'WordPress', 'CMS') },
          { query: 'Hygraph', technology: null },
        ],
      },
      { 'X-Credits-Cost': '1' },
    );
    // The client re-reads a stale balance (free) before a paid call.
    const { db, fetch, ask } = setup({}, [ok(creditsBody(500)), lookup]);
    await saveKey(db, LIVE_KEY);
    await updateSettings(db, { resolveLocalNames: true });
    await rememberTechnologies(db, [summary(7, 'jQuery')], 1);

    const first = await ask('local.resolve', { names: ['WordPress', 'Hygraph', 'jQuery', 'Made Up CMS'] });
    expect(first).toMatchObject({ ok: true, data: { credits: 1, resolved: { WordPress: { id: 11 }, Hygraph: null, jQuery: { id: 7 }, 'Made Up CMS': null } } });
    // Only the names the catalog lacked were sent; a name on-page detection cannot give never is.
    const sent = fetch.requests.filter((r) => r.url.endsWith('/v1/technologies/lookup'));
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ names: ['WordPress', 'Hygraph'] });
    expect((await listLedger(db)).filter((r) => r.credits > 0).map((r) => [r.endpoint, r.credits])).toEqual([['technologies.lookup', 1]]);

    const again = await ask('local.resolve', { names: ['wordpress', 'Hygraph'] });
    expect(again).toMatchObject({ ok: true, data: { credits: 0, resolved: { wordpress: { id: 11 }, Hygraph: null } } });
    expect(fetch.requests.filter((r) => r.url.endsWith('/v1/technologies/lookup'))).toHaveLength(1);
    // And detection now matches them for free.
    const detect = await ask('local.detect', { tabId: 1 });
    expect(detect).toMatchObject({ ok: true, data: { unresolved: ['Google Tag Manager'] } });
  });
});

it('local.resolve keeps the name it asked for when the API answers with another name, so it is paid once', async () => {
  // The API answers “Google Font API” with its catalog name “Google Fonts”.
  const lookup = ok({ results: [{ query: 'Google Font API', technology: summary(21, 'Google Fonts', 'Font scripts') }] }, { 'X-Credits-Cost': '1' });
  const { db, fetch, ask } = setup({ inspect: async () => findings({ matches: [match('Google Font API', 'stylesheet', 0, 'fonts.googleapis.com')] }) }, [
    ok(creditsBody(500)),
    lookup,
  ]);
  await saveKey(db, LIVE_KEY);
  await updateSettings(db, { resolveLocalNames: true });

  expect(await ask('local.detect', { tabId: 1 })).toMatchObject({ ok: true, data: { unresolved: ['Google Font API'] } });
  expect(await ask('local.resolve', { names: ['Google Font API'] })).toMatchObject({
    ok: true,
    data: { credits: 1, resolved: { 'Google Font API': { id: 21 } } },
  });

  // The next click: matched for free, nothing left to pay for.
  const detect = await ask('local.detect', { tabId: 1 });
  expect(detect).toMatchObject({
    ok: true,
    data: { unresolved: [], technologies: [{ name: 'Google Font API', technology: { id: 21, name: 'Google Fonts' } }] },
  });
  expect(await ask('local.resolve', { names: ['Google Font API'] })).toMatchObject({
    ok: true,
    data: { credits: 0, resolved: { 'Google Font API': { id: 21 } } },
  });
  expect(fetch.requests.filter((r) => r.url.endsWith('/v1/technologies/lookup'))).toHaveLength(1);
});

describe('local.detect with a hostile page’s answer', () => {
  const long = 'x'.repeat(10_000);
  it.each([
    ['not an object', 42],
    ['a missing field', { matches: [], generators: [], failedTests: 0, unchecked: [] }],
    ['a document state there is none of', { ...FINDINGS, document: 'stolen' }],
    ['a wrong type', { ...FINDINGS, matches: 'www.googletagmanager.com' }],
    ['a rule the rule set does not have', { ...FINDINGS, matches: [[100_000, 'script', 0, 'example.com', null]] }],
    ['a kind of signal there is none of', { ...FINDINGS, matches: [[0, 'telepathy', 0, '', null]] }],
    ['a string that is not JSON', '{"matches": ['],
    ['a very long version', { ...FINDINGS, matches: [[0, 'global', 0, '', long]] }],
    ['a very long generator', { ...FINDINGS, generators: [long] }],
    ['too many matches', { ...FINDINGS, matches: Array.from({ length: 5_000 }, () => match('Hotjar', 'cookie', 0)) }],
    ['a negative count', { ...FINDINGS, failedTests: -1 }],
    ['an extra field', { ...FINDINGS, html: '<script>alert(1)</script>' }],
  ])('refuses %s as “could not inspect this page”', async (_case, answer) => {
    const { ask } = setup({ inspect: async () => answer });
    const reply = await ask('local.detect', { tabId: 3 });
    expect(reply).toMatchObject({
      ok: true,
      data: {
        status: 'failed',
        technologies: [],
        message: expect.stringMatching(/could not inspect this page \(the page gave an answer StackLens cannot read\)/),
      },
    });
    expect((reply as { data: { message: string } }).data.message).not.toMatch(/background worker/);
  });
});

it('local.detect refuses a 40 MB answer by its length, before parsing it', async () => {
  const huge = JSON.stringify({ ...FINDINGS, generators: ['x'.repeat(40_000_000)] });
  const parse = vi.spyOn(JSON, 'parse');
  const { ask } = setup({ inspect: async () => huge });
  const started = performance.now();
  const reply = await ask('local.detect', { tabId: 3 });
  const parsedHuge = parse.mock.calls.some(([text]) => text === huge);
  parse.mockRestore();
  expect(parsedHuge).toBe(false);
  expect(reply).toMatchObject({
    ok: true,
    data: { status: 'failed', technologies: [], message: expect.stringMatching(/could not inspect this page \(its answer was far larger than a page check’s/) },
  });
  expect(performance.now() - started).toBeLessThan(1_000);
});

it('local.detect still reads the largest answer a page check can give', async () => {
  const most = findings({ matches: Array.from({ length: PAGE_LIMITS.matches }, () => match('Hotjar', 'cookie', 0, '~'.repeat(253), 'v'.repeat(40))) });
  // Every host character escaped, as the page's serialiser writes a control character: 6 characters each.
  const answer = JSON.stringify(most).replace(/~/g, '\\u0000');
  expect(answer.length).toBeGreaterThan(2_000_000);
  const { ask } = setup({ inspect: async () => answer });
  expect(await ask('local.detect', { tabId: 3 })).toMatchObject({ ok: true, data: { status: 'ok' } });
});

it('local.detect reads the page’s JSON answer, and lists no name the page chose (an unknown generator is not sent for matching)', async () => {
  const answer = JSON.stringify(
    findings({
      generators: ['EvilCorp CMS 9.9', 'WordPress 6.4.3'],
      matches: [match('WordPress', 'generator')],
    }),
  );
  const { ask } = setup({ inspect: async () => answer });
  const reply = await ask('local.detect', { tabId: 3 });
  expect(reply).toMatchObject({
    ok: true,
    data: { status: 'ok', unresolved: ['WordPress'], technologies: [{ name: 'WordPress', category: 'CMS', version: '6.4.3' }] },
  });
  expect((reply as { data: { technologies: unknown[] } }).data.technologies).toHaveLength(1);
});
