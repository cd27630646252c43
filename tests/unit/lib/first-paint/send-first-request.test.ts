// @vitest-environment happy-dom
// What popup-early.js asks the worker about: the tab's site (scheme and host), never its whole address.
// A page can lengthen its address at will (history.replaceState); a long one must not hide its site.
import { afterEach, describe, expect, it } from 'vitest';
import { sendOpenEarly } from '@/lib/first-paint/send-first-request';
import { eventually } from '../../async-bounds';

const sent: { type: string; payload: unknown }[] = [];
const g = globalThis as unknown as { browser?: unknown };
const original = g.browser;
/** The browser's own messaging API as popup-early.js finds it (`browser.*` in Firefox and WXT's tests). */
function fakeBrowser(url: string | undefined) {
  g.browser = {
    runtime: {
      id: 'test',
      sendMessage: async (message: { type: string; payload: unknown }) => {
        sent.push(message);
        return { ok: true, data: null };
      },
    },
    tabs: { query: async () => [{ id: 7, url }] },
  };
}

afterEach(() => {
  sent.length = 0;
  g.browser = original;
  history.replaceState(null, '', '/popup.html');
});

const openPayload = () => sent.find((m) => m.type === 'popup.open')?.payload;

describe('sendOpenEarly', () => {
  it('sends the tab’s scheme and host only, however long its address', async () => {
    fakeBrowser(`https://user:secret@shop.example.co.uk:8443/path/${'x'.repeat(5000)}?q=${'y'.repeat(5000)}#top`);
    const early = await sendOpenEarly();
    expect(early.input).toBe('https://shop.example.co.uk:8443');
    expect(openPayload()).toEqual({ input: 'https://shop.example.co.uk:8443', askFirst: false });
    expect(sent.find((m) => m.type === 'local.detect')?.payload).toEqual({ tabId: 7 });
  });

  it('keeps what tells a browser page or a file apart from a site', async () => {
    for (const [url, input] of [
      ['chrome://settings/passwords', 'chrome://settings'],
      ['file:///home/me/notes.html', 'file://'],
      ['about:blank', 'about://'],
    ] as const) {
      sent.length = 0;
      fakeBrowser(url);
      expect((await sendOpenEarly()).input).toBe(input);
    }
  });

  it('sends nothing of an address it cannot read', async () => {
    fakeBrowser(undefined);
    expect((await sendOpenEarly()).input).toBeNull();
    fakeBrowser('not a url');
    expect((await sendOpenEarly()).input).toBeNull();
  });

  it('`?domain=` still opens that domain, without reading the tab', async () => {
    history.replaceState(null, '', '/popup.html?domain=example.co.uk&ask=1');
    fakeBrowser('https://other.example/');
    expect(await sendOpenEarly()).toMatchObject({ input: 'example.co.uk', askFirst: true, local: null });
    expect(openPayload()).toEqual({ input: 'example.co.uk', askFirst: true });
  });

  it('wakes the worker only once what must come first (the read of a kept frame) is done or failed', async () => {
    fakeBrowser('https://shop.example.com/cart');
    let done!: () => void;
    const asked: unknown[] = [];
    const early = sendOpenEarly((input, askFirst) => {
      asked.push([input, askFirst]);
      return new Promise<void>((resolve) => (done = resolve));
    });
    await eventually(() => expect(asked).toEqual([['https://shop.example.com', false]]));
    expect(sent).toEqual([]);
    done();
    await early;
    expect(openPayload()).toEqual({ input: 'https://shop.example.com', askFirst: false });
    sent.length = 0;
    await sendOpenEarly(() => Promise.reject(new Error('no database')));
    expect(openPayload()).toEqual({ input: 'https://shop.example.com', askFirst: false });
  });
});
