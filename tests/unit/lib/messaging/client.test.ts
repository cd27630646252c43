import { describe, expect, it, vi } from 'vitest';
import { InsufficientCreditsError, NetworkError } from '@/lib/api/errors';
import { createMessenger } from '@/lib/messaging/client';

describe('createMessenger', () => {
  it('rebuilds an error sent as data into its typed class', async () => {
    const send = vi.fn(async () => ({ ok: false, error: { kind: 'insufficient_credits', message: 'Not enough credits', cost: 5, balance: 3 } }));
    const error = await createMessenger(send)
      .send('credits.get', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(error).toMatchObject({ cost: 5, balance: 3 });
  });

  it('retries once when the worker was stopped, with the same call (the worker keeps the intent’s idempotency key)', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new Error('Could not establish connection. Receiving end does not exist.'))
      .mockResolvedValueOnce({ ok: true, data: { data: {}, source: 'network', storedAt: 1, credits: 5 } });
    await createMessenger(send).call('live.detect', { url: 'https://example.com' });
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map((c) => c[0].payload);
    expect(second).toEqual(first);
    expect(first).not.toHaveProperty('idempotencyKey');
  });

  it('gives up cleanly after the one retry', async () => {
    const send = vi.fn().mockRejectedValue(new Error('The message port closed before a response was received.'));
    await expect(createMessenger(send).send('keys.describe', {})).rejects.toBeInstanceOf(NetworkError);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('adopts a reply to a message the page sent itself (popup-early.js): decoded, not sent again', async () => {
    const send = vi.fn();
    const sent = Promise.resolve({ ok: false, error: { kind: 'insufficient_credits', message: 'Not enough credits', cost: 1, balance: 0 } });
    const error = await createMessenger(send)
      .adopt('popup.open', { input: 'example.com', askFirst: false }, sent)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends an adopted message again, once, when the worker was not there to answer it', async () => {
    const send = vi.fn(async () => ({ ok: true, data: { configured: false } }));
    const sent = Promise.reject(new Error('Could not establish connection. Receiving end does not exist.'));
    await expect(createMessenger(send).adopt('keys.describe', {}, sent)).resolves.toEqual({ configured: false });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([{ channel: 'stacklens/v1', type: 'keys.describe', payload: {} }]);
  });
});
