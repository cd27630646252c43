import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/lib/api/errors';
import { getSettings, updateSettings } from '@/lib/db/settings';
import { freshDb } from '../support/fake-api';

const DAY = 86_400_000;

describe('settings', () => {
  it('starts from the defaults, with the base URL passed in', async () => {
    const db = freshDb();
    expect(await getSettings(db, { baseUrl: 'https://api.example.com' })).toEqual({
      baseUrl: 'https://api.example.com',
      cacheTtl: { domain: 7 * DAY, company: 7 * DAY, technology: 30 * DAY, market: DAY, signals: DAY, audience: DAY },
      cacheMaxBytes: 50 * 1024 * 1024,
      askBeforeLookup: false,
      lookupChoiceMade: false,
      badge: false,
      resolveLocalNames: false,
      theme: 'system',
      idealCustomer: [],
      fitBadge: false,
    });
  });

  it('keeps an ideal customer, and refuses an 11th condition or an empty technology list without losing it', async () => {
    const db = freshDb();
    const shopify = { kind: 'has', technologies: [{ id: 1, name: 'Shopify' }] } as const;
    await updateSettings(db, { idealCustomer: [shopify, { kind: 'size', sizes: ['51-200'] }] });
    await expect(updateSettings(db, { idealCustomer: Array.from({ length: 11 }, () => shopify) })).rejects.toThrow(
      'an ideal customer has at most 10 conditions',
    );
    await expect(updateSettings(db, { idealCustomer: [{ kind: 'lacks', technologies: [] }] })).rejects.toThrow(
      'a condition needs at least 1 technology (1 to 10 technologies)',
    );
    expect((await getSettings(db)).idealCustomer).toEqual([shopify, { kind: 'size', sizes: ['51-200'] }]);
  });

  it('stores only changes and merges them over the defaults', async () => {
    const db = freshDb();
    await updateSettings(db, { cacheTtl: { market: 2 * DAY } });
    const next = await updateSettings(db, { askBeforeLookup: true }, { baseUrl: 'http://127.0.0.1:8787' });
    expect(next).toMatchObject({ askBeforeLookup: true, baseUrl: 'http://127.0.0.1:8787', cacheTtl: { market: 2 * DAY, domain: 7 * DAY } });
    expect((await getSettings(db, { baseUrl: 'https://other.example' })).baseUrl).toBe('https://other.example');
    await updateSettings(db, { baseUrl: 'https://mine.example' });
    expect((await getSettings(db, { baseUrl: 'https://other.example' })).baseUrl).toBe('https://mine.example');
  });

  it('a stored value that no longer passes falls back to its default, keeping the other changes', async () => {
    const db = freshDb();
    await db.kv.put({ key: 'settings', value: { theme: 'dark', baseUrl: 'ftp://api.example.com', cacheTtl: { market: 2 * DAY, domain: -1 }, colour: 'red' } });
    expect(await getSettings(db, { baseUrl: 'https://api.example.com' })).toMatchObject({
      theme: 'dark',
      baseUrl: 'https://api.example.com',
      cacheTtl: { market: DAY, domain: 7 * DAY },
    });
  });

  it.each([
    [{ cacheTtl: { domain: -1 } }, /cacheTtl\.domain must be from 0 to 365 days/],
    [{ cacheTtl: { domain: 1.5 } }, /whole number of milliseconds/],
    [{ cacheMaxBytes: 10 }, /cacheMaxBytes must be from 1 MB to 500 MB/],
    [{ askBeforeLookup: 'yes' }, /askBeforeLookup must be true or false/],
    [{ baseUrl: 'ftp://x.example' }, /baseUrl: The API base URL must start with https:\/\//],
    [{ baseUrl: 'http://api.example.test' }, /would send it unencrypted to api\.example\.test/],
    [{ colour: 'red' }, /colour/],
  ])('refuses %j with a clear message', async (patch, message) => {
    const db = freshDb();
    const attempt = updateSettings(db, patch);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(updateSettings(db, patch)).rejects.toThrow(message);
    expect(await db.kv.count()).toBe(0);
  });
});
