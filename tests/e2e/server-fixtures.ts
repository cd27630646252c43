// The servers both e2e suites (Chromium here, Firefox in tests/firefox) start once per worker: the
// sandbox API and the test web site the browsers map the fixture host names to.
import type { Fixtures } from '@playwright/test';
import { startSandbox } from '../sandbox/server';
import { startTestSite, type TestSite } from './test-site';

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
export type Site = Omit<TestSite, 'close'>;
export interface ServerFixtures {
  sandbox: Sandbox;
  site: Site;
}

export const serverFixtures: Fixtures<object, ServerFixtures> = {
  site: [
    async ({}, use) => {
      const site = await startTestSite();
      await use({ port: site.port, requests: site.requests });
      await site.close();
    },
    { scope: 'worker' },
  ],
  sandbox: [
    async ({}, use) => {
      const sandbox = await startSandbox({ port: 0, jobTickMs: 100, rateLimits: false });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
};
