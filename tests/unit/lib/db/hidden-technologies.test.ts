// On-page technologies hidden per site, through the worker's validated channel (dispatch parses each
// input): hidden on one site only, shown again one at a time, a site at a time or all at once.
import { describe, expect, it } from 'vitest';
import { dispatch, type Handlers } from '@/lib/messaging/background';
import { createHandlers } from '@/lib/worker/handlers';
import { freshDb, manualClock } from '../support/fake-api';

function setup() {
  const db = freshDb();
  const clock = manualClock();
  const handlers = createHandlers({ db, defaultBaseUrl: 'http://127.0.0.1:9', now: clock.now }) as Handlers;
  const ask = async (type: string, payload: unknown) => {
    const reply = (await dispatch(handlers, type, payload)) as { ok: boolean; data?: unknown; error?: { message: string } };
    if (!reply.ok) throw new Error(reply.error?.message);
    return reply.data;
  };
  return { db, ask, clock };
}

describe('hidden technologies', () => {
  it('hides a technology on one site only, keeps the first date when hidden twice, and lists every site’s', async () => {
    const { ask, clock } = setup();
    const at = clock.now();
    expect(await ask('hidden.hide', { site: 'example.com', name: 'jQuery' })).toEqual({ hidden: ['jQuery'] });
    clock.advance(5_000);
    expect(await ask('hidden.hide', { site: 'example.com', name: 'Hotjar' })).toEqual({ hidden: ['Hotjar', 'jQuery'] });
    await ask('hidden.hide', { site: 'example.com', name: 'jQuery' });
    await ask('hidden.hide', { site: 'shop.co.uk', name: 'jQuery' });
    expect(await ask('hidden.list', {})).toEqual([
      { site: 'example.com', name: 'Hotjar', hiddenAt: at + 5_000 },
      { site: 'example.com', name: 'jQuery', hiddenAt: at },
      { site: 'shop.co.uk', name: 'jQuery', hiddenAt: at + 5_000 },
    ]);
  });

  it('shows again one name, then a whole site, then everything', async () => {
    const { ask } = setup();
    for (const [site, name] of [
      ['example.com', 'jQuery'],
      ['example.com', 'Hotjar'],
      ['example.com', 'Stripe'],
      ['shop.co.uk', 'jQuery'],
      ['other.org', 'Klaviyo'],
    ]) {
      await ask('hidden.hide', { site, name });
    }
    const listed = async () => ((await ask('hidden.list', {})) as { site: string; name: string }[]).map((r) => `${r.site} ${r.name}`);
    await ask('hidden.show', { site: 'example.com', names: ['jQuery'] });
    expect(await listed()).toEqual(['example.com Hotjar', 'example.com Stripe', 'other.org Klaviyo', 'shop.co.uk jQuery']);
    await ask('hidden.show', { site: 'example.com' });
    expect(await listed()).toEqual(['other.org Klaviyo', 'shop.co.uk jQuery']);
    await ask('hidden.show', {});
    expect(await listed()).toEqual([]);
  });

  it('refuses an empty site or name, and a name longer than any technology’s', async () => {
    const { ask } = setup();
    await expect(ask('hidden.hide', { site: '', name: 'jQuery' })).rejects.toThrow(/site/);
    await expect(ask('hidden.hide', { site: 'example.com', name: ' ' })).rejects.toThrow(/name/);
    await expect(ask('hidden.hide', { site: 'example.com', name: 'x'.repeat(101) })).rejects.toThrow(/name/);
    expect(await ask('hidden.list', {})).toEqual([]);
  });
});
