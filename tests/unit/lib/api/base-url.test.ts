// The API base URL rule: the key goes over https; plain http only to this computer, and only in a
// development build. A release build refuses plain http even on loopback.
import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '@/lib/api/base-url';

const DEV_RULE = /Plain http:\/\/ is accepted only for this computer \(127\.0\.0\.1, ::1, localhost\), for development\.$/;
const RELEASE_RULE = /https:\/\/ only; http:\/\/ to this computer is for development builds\.$/;

describe.each([
  ['a development build', true],
  ['a release build', false],
])('checkBaseUrl in %s', (_build, development) => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    [' https://api.example.com/v2/ ', 'https://api.example.com/v2'],
    ['https://127.0.0.1:8443', 'https://127.0.0.1:8443'],
    ['https://localhost', 'https://localhost'],
  ])('accepts %s', (input, url) => {
    expect(checkBaseUrl(input, { development })).toEqual({ ok: true, url });
  });

  it.each([
    ['http://api.example.test', /must start with https:\/\/.*unencrypted to api\.example\.test\./],
    ['http://127.0.0.2', /unencrypted to 127\.0\.0\.2\./],
    ['http://localhost.example.com', /unencrypted to localhost\.example\.com\./],
    ['http://10.0.0.5:8787', /unencrypted to 10\.0\.0\.5\./],
    ['ftp://api.example.com', /^The API base URL must start with https:\/\/\./],
  ])('refuses %s, saying what is wrong and what is allowed', (input, message) => {
    const check = checkBaseUrl(input, { development });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(message);
    expect(!check.ok && check.message).toMatch(development ? DEV_RULE : RELEASE_RULE);
  });

  it.each([
    ['api.example.com', /full address such as https:\/\/api\.example\.com/],
    ['', /full address/],
    ['https://user:pass@api.example.com', /must not contain a user name or password/],
    ['https://api.example.com/?key=1', /must not contain a query/],
  ])('refuses %s as malformed', (input, message) => {
    const check = checkBaseUrl(input, { development });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(message);
  });
});

describe('plain http to this computer', () => {
  it.each([
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://localhost:4000/', 'http://localhost:4000'],
    ['http://LOCALHOST', 'http://localhost'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
  ])('a development build accepts %s', (input, url) => {
    expect(checkBaseUrl(input, { development: true })).toEqual({ ok: true, url });
  });

  it.each([
    ['http://127.0.0.1:8787', '127.0.0.1'],
    ['http://localhost:4000/', 'localhost'],
    ['http://LOCALHOST', 'localhost'],
    ['http://[::1]:8787', '[::1]'],
  ])('a release build refuses %s, naming the host and that http:// to this computer is for development builds', (input, host) => {
    expect(checkBaseUrl(input, { development: false })).toEqual({
      ok: false,
      message: `The API base URL must start with https://. Your key is sent with every request, and http:// would send it unencrypted to ${host}. https:// only; http:// to this computer is for development builds.`,
    });
  });

  it('follows this build by default (unit tests run as a development build)', () => {
    expect(checkBaseUrl('http://127.0.0.1:8787')).toEqual({ ok: true, url: 'http://127.0.0.1:8787' });
  });
});
