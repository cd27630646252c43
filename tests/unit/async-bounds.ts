import { vi } from 'vitest';
// The one place that bounds asynchronous waits in unit tests. On a busy 2-core CI machine a lazy
// chunk (Recharts) is transformed on first import and a worker answer can take many seconds, so a
// `findBy…`/`waitFor` gets a generous bound; a test that waits for something that never comes still
// fails, just later. Nothing may pass a smaller per-call `timeout` (it would bring the flake back).

/** testing-library's `asyncUtilTimeout`: how long `findBy…` and `waitFor` wait. */
export const UI_WAIT_MS = 30_000;
/** Vitest's per-test and per-hook bound: several UI waits in a row must fit inside it. */
export const TEST_BOUND_MS = 120_000;

/**
 * `vi.waitFor` with the shared bound. Vitest's own default is 1 s (the same flake as testing-library's),
 * and it works where there is no DOM, so unit tests wait through this and never call `vi.waitFor` directly.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: UI_WAIT_MS, interval: 20 });
}

/**
 * Lets every answer a fake worker has already given reach the screen: one macrotask (all pending
 * promise chains run first), inside act(). Not a sleep — it is how a test asserts that something did
 * NOT happen after the answers were in (no request sent, a price unchanged).
 */
export async function answersSettled(): Promise<void> {
  const { act } = await import('@testing-library/react');
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
