import { defineConfig } from '@playwright/test';

// The Firefox e2e suite (npm run test:firefox): the shipped Firefox build in the system Firefox ESR,
// driven by puppeteer-core over WebDriver BiDi (tests/firefox/fixtures.ts). One Firefox for the run
// (starting one takes long on a loaded machine); each test installs the extension afresh.
export default defineConfig({
  testDir: 'tests/firefox',
  testMatch: '**/*.spec.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/firefox-runs',
});
