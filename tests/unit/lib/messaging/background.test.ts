import { describe, expect, it, vi } from 'vitest';
import { NotFoundError, RateLimitError } from '@/lib/api/errors';
import { createMessageListener, type Handlers } from '@/lib/messaging/background';
import { CHANNEL } from '@/lib/messaging/protocol';
import { isTrustedSender } from '@/lib/messaging/sender';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const identity = { runtimeId: ID, extensionOrigin: ORIGIN };

describe('isTrustedSender', () => {
  it.each([
    ['the popup', { id: ID, url: `${ORIGIN}/popup.html`, origin: ORIGIN }, true],
    ['the options page open in a tab', { id: ID, url: `${ORIGIN}/options.html#settings`, tab: { url: `${ORIGIN}/options.html#settings` } }, true],
    ['a content script of this extension', { id: ID, url: 'https://evil.example/page', tab: { url: 'https://evil.example/page' } }, false],
    ['a content script claiming our URL from a web tab', { id: ID, url: `${ORIGIN}/popup.html`, tab: { url: 'https://evil.example/' } }, false],
    ['another extension', { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/x.html' }, false],
    ['a sender with our id on another extension origin', { id: ID, url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/x.html' }, false],
    ['a sender whose origin is a web page', { id: ID, url: `${ORIGIN}/popup.html`, origin: 'https://evil.example' }, false],
    ['a sender without a URL', { id: ID }, false],
    ['a prefix look-alike origin', { id: ID, url: `${ORIGIN}x/popup.html` }, false],
  ])('%s → %s', (_, sender, trusted) => {
    expect(isTrustedSender(sender, ID, ORIGIN)).toBe(trusted);
  });
});

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unexpected = vi.fn(async () => {
    throw new Error('handler should not run');
  });
  return {
    'keys.describe': async () => ({ configured: true, mode: 'live', last4: 'abcd', plan: 'pro' }),
    'keys.save': unexpected,
    'keys.remove': unexpected,
    'settings.get': unexpected,
    'settings.update': unexpected,
    'credits.get': unexpected,
    'api.call': unexpected,
    'ledger.list': unexpected,
    ...overrides,
  } as Handlers;
}

const own = { id: ID, url: `${ORIGIN}/popup.html` };

describe('createMessageListener', () => {
  it('answers its own pages with the handler’s data', async () => {
    const listener = createMessageListener(handlers(), identity);
    await expect(listener({ channel: CHANNEL, type: 'keys.describe', payload: {} }, own)).resolves.toEqual({
      ok: true,
      data: { configured: true, mode: 'live', last4: 'abcd', plan: 'pro' },
    });
  });

  it('gives a foreign sender no answer and runs nothing', () => {
    const describe = vi.fn();
    const listener = createMessageListener(handlers({ 'keys.describe': describe }), identity);
    expect(
      listener({ channel: CHANNEL, type: 'keys.describe', payload: {} }, { id: ID, url: 'https://evil.example/', tab: { url: 'https://evil.example/' } }),
    ).toBeUndefined();
    expect(describe).not.toHaveBeenCalled();
  });

  it('ignores messages of other channels', () => {
    const listener = createMessageListener(handlers(), identity);
    expect(listener({ type: 'keys.describe' }, own)).toBeUndefined();
  });

  it('refuses an unknown request by name', async () => {
    const reply = await createMessageListener(handlers(), identity)({ channel: CHANNEL, type: 'keys.export', payload: {} }, own);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringMatching(/Unknown request "keys.export"/) } });
  });

  it('parses input with zod and names the bad field', async () => {
    const call = vi.fn();
    const listener = createMessageListener(handlers({ 'api.call': call }), identity);
    const reply = await listener({ channel: CHANNEL, type: 'api.call', payload: { endpoint: 'domain.nope', params: {} } }, own);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'validation', param: 'endpoint', message: expect.stringMatching(/endpoint/) } });
    expect(call).not.toHaveBeenCalled();
  });

  it('never lets a page mint or revoke the key through api.call', async () => {
    const call = vi.fn();
    const listener = createMessageListener(handlers({ 'api.call': call }), identity);
    for (const endpoint of ['keys.create', 'keys.revoke']) {
      const reply = await listener({ channel: CHANNEL, type: 'api.call', payload: { endpoint, params: { name: 'x', key_id: 'k' } } }, own);
      expect(reply).toMatchObject({ ok: false, error: { kind: 'validation' } });
    }
    expect(call).not.toHaveBeenCalled();
  });

  it.each([
    ['leadLists.create', 'leadLists.create'],
    ['leadLists.delete', 'leadLists.delete'],
    ['audiences.create', 'audiences.createFromRecipe'],
    ['audiences.refresh', 'audiences.refreshStart'],
    ['alerts.create', 'alerts.create'],
    ['alerts.update', 'alerts.update'],
    ['alerts.delete', 'alerts.remove'],
    ['alerts.test', 'alerts.test'],
    ['alerts.list', 'alerts.list'],
    ['alerts.get', 'alerts.list'],
  ])('refuses %s through api.call and names its own request (%s)', async (endpoint, request) => {
    const call = vi.fn();
    const listener = createMessageListener(handlers({ 'api.call': call }), identity);
    const reply = await listener({ channel: CHANNEL, type: 'api.call', payload: { endpoint, params: { id: 'a1', name: 'x' } } }, own);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'validation', param: 'endpoint', message: expect.stringContaining(`"${request}"`) } });
    expect(call).not.toHaveBeenCalled();
  });

  it('sends a typed error across as data', async () => {
    const listener = createMessageListener(
      handlers({
        'credits.get': async () => {
          throw new RateLimitError({ retryAfterSeconds: 12, retryAt: 1_000 });
        },
      }),
      identity,
    );
    const reply = await listener({ channel: CHANNEL, type: 'credits.get', payload: {} }, own);
    expect(reply).toEqual({ ok: false, error: expect.objectContaining({ kind: 'rate_limit', retryAfterSeconds: 12, message: 'Rate limited: wait 12 s' }) });
    expect(JSON.parse(JSON.stringify(reply))).toEqual(reply);
  });

  it('turns an unexpected exception into an error without a stack trace', async () => {
    const listener = createMessageListener(
      handlers({
        'ledger.list': async () => {
          throw new TypeError('boom');
        },
      }),
      identity,
    );
    const reply = await listener({ channel: CHANNEL, type: 'ledger.list', payload: {} }, own);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(JSON.stringify(reply)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('keeps a handler’s NotFoundError kind', async () => {
    const listener = createMessageListener(
      handlers({
        'api.call': async () => {
          throw new NotFoundError({ message: 'No data found for domain x.com' });
        },
      }),
      identity,
    );
    const reply = await listener({ channel: CHANNEL, type: 'api.call', payload: { endpoint: 'domain.technologies', params: { domain: 'x.com' } } }, own);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'not_found', message: 'No data found for domain x.com' } });
  });

  it('every reply leaves without bidi controls and with https images only: data and errors, from any handler', async () => {
    const RLO = '\u202E';
    const listener = createMessageListener(
      handlers({
        // Shaped as no endpoint answers: the boundary cleans whatever a handler returns.
        'api.call': async () =>
          ({
            data: {
              technologies: [{ name: `Shop${RLO}ify`, icon: 'javascript:alert(1)' }],
              company: { name: `\u2067Acme\u2069`, logo: 'https://cdn.example/a.png' },
            },
            source: 'network',
            storedAt: 1,
            credits: 1,
          }) as never,
        'ledger.list': async () => {
          throw new NotFoundError({ message: `Lead list "Shops ${RLO}txt.exe" was not found` });
        },
      }),
      identity,
    );
    const data = await listener({ channel: CHANNEL, type: 'api.call', payload: { endpoint: 'domain.technologies', params: { domain: 'x.com' } } }, own);
    expect(data).toMatchObject({
      ok: true,
      data: { data: { technologies: [{ name: 'Shopify', icon: null }], company: { name: 'Acme', logo: 'https://cdn.example/a.png' } } },
    });
    const failed = await listener({ channel: CHANNEL, type: 'ledger.list', payload: {} }, own);
    expect(failed).toMatchObject({ ok: false, error: { kind: 'not_found', message: 'Lead list "Shops txt.exe" was not found' } });
  });
});
