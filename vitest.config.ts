import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { TEST_BOUND_MS } from './tests/unit/async-bounds.ts';

// Vitest 5 declares Node 22; on Node 20 its reporter needs Map.groupBy (Node 21+) to print failures.
if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  plugins: [WxtVitest()],
  // Unit tests run as a development build (lib/config.ts) against the sandbox on loopback; the release
  // rules are tested by passing them explicitly, and the built release bundle in tests/unit/build.
  define: { __DEV_BUILD__: 'true' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/sandbox/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: TEST_BOUND_MS,
    hookTimeout: TEST_BOUND_MS,
    // Sandbox tests start real servers on loopback; two cores.
    maxWorkers: 2,
  },
});
