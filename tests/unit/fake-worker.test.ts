// @vitest-environment happy-dom
// The fake worker answers as the real one does (inputs parsed by the protocol, errors rebuilt on the
// page's side), and UI tests use it rather than a hand-written stand-in of the messaging client.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';
import { ApiError, RateLimitError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import { installFakeWorker } from './fake-worker';

const worker = installFakeWorker(() => ({ 'settings.update': () => Promise.reject(new Error('not reached')) }));

describe('the fake worker', () => {
  it('refuses a payload the protocol refuses, before any handler runs', async () => {
    const error = await messenger.send('settings.update', { theme: 'sepia' } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('validation');
    expect(worker.sentOf('settings.update')).toEqual([{ theme: 'sepia' }]);
  });

  it('gives the page the typed error a handler answered with', async () => {
    worker.reset({ 'credits.get': () => new RateLimitError({ message: 'Too many requests.', retryAfterSeconds: 30 }) });
    const error = await messenger.send('credits.get', { sync: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterSeconds).toBe(30);
  });

  it('names a message the test gave no handler for', async () => {
    const error = await messenger.send('ledger.list', { limit: 10 }).catch((e: unknown) => e);
    expect((error as ApiError).message).toMatch(/no handler for "ledger\.list"/);
  });

  it('is the only stand-in for the worker: no unit test mocks the messaging client', () => {
    const mocks = sourceFiles(path.resolve('tests/unit'))
      .filter((file) => /vi\.mock\(\s*'@\/lib\/messaging\/client'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(mocks).toEqual([]);
  });
});
