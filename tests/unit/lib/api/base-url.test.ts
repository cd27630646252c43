// The API base URL rule: the key goes over https, or plain http to this computer only.
import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '@/lib/api/base-url';

describe('checkBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    [' https://api.example.com/v2/ ', 'https://api.example.com/v2'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://localhost:4000/', 'http://localhost:4000'],
    ['http://LOCALHOST', 'http://localhost'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
  ])('accepts %s', (input, url) => {
    expect(checkBaseUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    ['http://api.example.test', /must start with https:\/\/.*unencrypted to api\.example\.test.*127\.0\.0\.1, ::1, localhost/],
    ['http://127.0.0.2', /must start with https:\/\//],
    ['http://localhost.example.com', /unencrypted to localhost\.example\.com/],
    ['http://10.0.0.5:8787', /unencrypted to 10\.0\.0\.5/],
    ['ftp://api.example.com', /must start with https:\/\//],
    ['api.example.com', /full address such as https:\/\/api\.example\.com/],
    ['', /full address/],
    ['https://user:pass@api.example.com', /must not contain a user name or password/],
    ['https://api.example.com/?key=1', /must not contain a query/],
  ])('refuses %s, saying why', (input, message) => {
    const check = checkBaseUrl(input);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(message);
  });
});
