import { defineConfig } from '@playwright/test';

// e2e tests drive the built extension (npm run build:e2e) in the system Chromium; see tests/e2e/fixtures.ts.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Bounds, not measurements: a loaded 2-core CI machine (two runs at once) must not fail a test
  // whose promise holds; a broken promise still fails, only later.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: { screenshot: 'only-on-failure', trace: 'retain-on-failure' },
});
