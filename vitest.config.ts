import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sandbox/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 15_000,
    // Sandbox tests start real servers on loopback; two cores.
    maxWorkers: 2,
  },
});
