// What each kind of build points at by default (the built bundles are checked in tests/unit/build).
import { describe, expect, it } from 'vitest';
import { buildDefaults, reportDestination, SANDBOX_URL } from '@/lib/build-defaults';

describe('buildDefaults', () => {
  it.each([
    ['the dev server', { mode: 'development', env: {} }, { development: true, apiBaseUrl: SANDBOX_URL }],
    ['npm start and the e2e builds', { mode: 'production', env: { STACKLENS_DEV_BUILD: '1' } }, { development: true, apiBaseUrl: SANDBOX_URL }],
    [
      'npm start on another port',
      { mode: 'production', env: { STACKLENS_DEV_BUILD: '1', STACKLENS_API_BASE_URL: 'http://127.0.0.1:9999' } },
      { development: true, apiBaseUrl: 'http://127.0.0.1:9999' },
    ],
    ['a release build', { mode: 'production', env: {} }, { development: false, apiBaseUrl: '' }],
    [
      'a release build with an https API',
      { mode: 'production', env: { STACKLENS_API_BASE_URL: 'https://api.example.com/' } },
      { development: false, apiBaseUrl: 'https://api.example.com' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(buildDefaults(input)).toEqual(expected);
  });

  it('refuses a release build pointed at plain http, even on loopback', () => {
    expect(() => buildDefaults({ mode: 'production', env: { STACKLENS_API_BASE_URL: 'http://127.0.0.1:8787' } })).toThrow(
      /must be an https:\/\/ address in a release build/,
    );
    expect(() => buildDefaults({ mode: 'production', env: { STACKLENS_API_BASE_URL: 'http://api.example.com' } })).toThrow(
      /STACKLENS_API_BASE_URL: The API base URL must start with https:\/\//,
    );
  });
});

describe('reportDestination', () => {
  it.each([
    ['none set: copy only', {}, ''],
    ['an issue form', { STACKLENS_REPORT_URL: ' https://github.com/acme/stacklens/issues/new ' }, 'https://github.com/acme/stacklens/issues/new'],
    ['the maker’s email', { STACKLENS_REPORT_EMAIL: 'reports@acme.example' }, 'mailto:reports@acme.example'],
  ])('%s', (_name, env, expected) => {
    expect(reportDestination(env)).toBe(expected);
  });

  it.each([
    [{ STACKLENS_REPORT_URL: 'http://github.com/acme/stacklens/issues/new' }, /https:\/\/ address/],
    [{ STACKLENS_REPORT_URL: 'https://user:pw@forms.example/new' }, /without credentials/],
    [{ STACKLENS_REPORT_URL: 'not a url' }, /full https:\/\/ address/],
    [{ STACKLENS_REPORT_EMAIL: 'a@b.example?cc=x@y.example' }, /one email address/],
    [{ STACKLENS_REPORT_EMAIL: 'a@b.example', STACKLENS_REPORT_URL: 'https://forms.example/' }, /not both/],
  ])('refuses %j', (env, message) => {
    expect(() => reportDestination(env)).toThrow(message);
  });
});
