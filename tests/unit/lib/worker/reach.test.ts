// The address bar's suggestions and the domain view opened from a link or the address bar, through
// the worker's dispatch: suggestions are read locally (no request while typing), fresh cached answers
// first with their first technologies, then recent visits, then audience members; opening a site
// opens the domain view priced as the popup's Look up (no ask=1) and spends nothing itself.
import { describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { createHandlers } from '@/lib/worker/handlers';
import { addMembers, createAudience } from '@/lib/audiences/store';
import { creditsBody, freshDb, LIVE_KEY, manualClock, ok, scriptedFetch, tech, usageBody } from '../support/fake-api';

const BASE = 'http://127.0.0.1:9';
const DAY = 86_400_000;

async function setup() {
  const db = freshDb();
  const clock = manualClock();
  const stripe = {
    domain: 'stripe.com',
    active_technologies: ['React', 'Next.js', 'Stripe', 'Sentry'].map((n, i) => tech(i + 1, n)),
    historical_technologies: [],
  };
  const fetch = scriptedFetch([ok(creditsBody()), ok(usageBody()), ok(stripe, { 'X-Credits-Cost': '1' })]);
  const opened: { url: string; where: string }[] = [];
  const handlers = createHandlers({
    db,
    defaultBaseUrl: BASE,
    fetch,
    now: clock.now,
    reachPlatform: { openTab: async (url, where) => void opened.push({ url, where }) },
  });
  const ask = async (type: string, payload: unknown) => {
    const reply = (await dispatch(handlers, type, payload)) as { ok: boolean; data: unknown };
    expect(reply.ok).toBe(true);
    return reply.data;
  };
  await ask('keys.save', { key: LIVE_KEY });
  await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'stripe.com' } });
  await ask('visit.record', { domain: 'strava.com', technologies: [] });
  clock.advance(1000);
  await ask('visit.record', { domain: 'streamlit.io', technologies: [] });
  await ask('visit.record', { domain: 'example.org', technologies: [] });
  const audience = await createAudience(db, 'Prospects', clock.now());
  await addMembers(db, audience.id, ['stribe.org', 'stripe.com', 'other.net'], clock.now());
  return { db, clock, fetch, ask, opened };
}

describe('address bar suggestions', () => {
  it('lists cached domains first with their first three technologies, then recent visits (newest first), then audience members, sending nothing', async () => {
    const { fetch, ask } = await setup();
    const sent = fetch.requests.length;
    expect(await ask('reach.suggest', { text: 'str' })).toEqual([
      { domain: 'stripe.com', display: 'stripe.com', source: 'cached', technologies: ['React', 'Next.js', 'Stripe'] },
      { domain: 'streamlit.io', display: 'streamlit.io', source: 'recent', technologies: [] },
      { domain: 'strava.com', display: 'strava.com', source: 'recent', technologies: [] },
      { domain: 'stribe.org', display: 'stribe.org', source: 'audience', technologies: [] },
    ]);
    // A pasted address is read as its site; the www. and the path do not hide it.
    expect(await ask('reach.suggest', { text: 'https://www.stripe.com/pricing' })).toEqual([
      expect.objectContaining({ domain: 'stripe.com', source: 'cached' }),
    ]);
    expect(await ask('reach.suggest', { text: 'not a domain!' })).toEqual([]);
    expect(fetch.requests.length).toBe(sent);
  });

  it('no longer calls a domain cached once its answer has expired (looking it up would cost again)', async () => {
    const { clock, ask } = await setup();
    clock.advance(400 * DAY);
    const list = (await ask('reach.suggest', { text: 'stripe' })) as { domain: string; source: string }[];
    expect(list).toEqual([expect.objectContaining({ domain: 'stripe.com', source: 'audience' })]);
  });
});

describe('opening a site from a link or the address bar', () => {
  it('opens the domain view of the registrable domain, priced as Look up (no ask=1), in a new tab or the current one', async () => {
    const { fetch, ask, opened } = await setup();
    const sent = fetch.requests.length;
    expect(await ask('reach.open', { input: 'https://blog.stacklens-fixture.co.uk/post/1?x=1' })).toEqual({
      ok: true,
      domain: 'stacklens-fixture.co.uk',
      message: null,
    });
    await ask('reach.open', { input: 'stripe.com', where: 'currentTab' });
    expect(opened.map((o) => [new URL(o.url).pathname + new URL(o.url).search, o.where])).toEqual([
      ['/popup.html?domain=stacklens-fixture.co.uk', 'newTab'],
      ['/popup.html?domain=stripe.com', 'currentTab'],
    ]);
    expect(fetch.requests.length).toBe(sent);
  });

  it('opens nothing for a link to no public site, and says why', async () => {
    const { ask, opened } = await setup();
    const reply = (await ask('reach.open', { input: 'javascript:void(0)' })) as { ok: boolean; message: string };
    expect(reply.ok).toBe(false);
    expect(reply.message).toMatch(/browser or extension page/);
    expect(opened).toEqual([]);
  });

  it('opens the site a mistyped one most likely means ("shopify,com"), asking before any lookup, and says why', async () => {
    const { fetch, ask, opened } = await setup();
    const sent = fetch.requests.length;
    const reply = (await ask('reach.open', { input: 'shopify,com', where: 'currentTab' })) as { ok: boolean; domain: string; message: string };
    expect(reply).toMatchObject({ ok: true, domain: 'shopify.com' });
    expect(reply.message).toMatch(/shopify,com/);
    expect(opened.map((o) => [new URL(o.url).pathname + new URL(o.url).search, o.where])).toEqual([['/popup.html?domain=shopify.com&ask=1', 'currentTab']]);
    expect(fetch.requests.length).toBe(sent);
  });
});
