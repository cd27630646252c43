// @vitest-environment happy-dom
// browserLocalPlatform.inspect against a fake browser.scripting: the page check's file in the main
// world, and, where a browser refuses main-world injection, the same file in the isolated world.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { wrapDetector } from '@/lib/local/detector-wrapper';
import { PAGE_CHECK_FILE, type PageFindings } from '@/lib/local/inspect-page';
import { browserLocalPlatform } from '@/lib/worker/features/local';
import { findings } from './support';

type Injection = { target: { tabId: number }; world?: string; files?: string[]; func?: (...args: unknown[]) => unknown; args?: unknown[] };
const FOUND = JSON.stringify(findings({ generators: ['Hugo 0.121.1'] }));

function fakeScripting(answer: (injection: Injection) => Promise<unknown>) {
  const calls: Injection[] = [];
  const executeScript = vi.fn(async (injection: Injection) => {
    calls.push(injection);
    return answer(injection);
  });
  (fakeBrowser as unknown as { scripting: { executeScript: unknown } }).scripting.executeScript = executeScript;
  return calls;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('browserLocalPlatform.inspect', () => {
  it('injects the page check’s file into the main world of that tab only, and returns its findings', async () => {
    const calls = fakeScripting(async () => [{ frameId: 0, result: FOUND }]);
    expect(await browserLocalPlatform.inspect(5)).toEqual(FOUND);
    expect(calls).toEqual([{ target: { tabId: 5 }, world: 'MAIN', files: [PAGE_CHECK_FILE] }]);
  });

  it('falls back to the isolated world when main-world injection is refused', async () => {
    document.head.innerHTML = '<meta name="generator" content="Hugo 0.121.1">';
    const calls = fakeScripting(async (injection) => {
      // Firefox before 128 does not know `world: 'MAIN'`.
      if (injection.world === 'MAIN') throw new Error('Type error for parameter injection (Error processing world: Invalid enumeration value "MAIN")');
      // The page check's file, as the build writes it (wxt.config.ts).
      return [{ frameId: 0, result: await ((0, eval)(wrapDetector(120)) as Promise<string>) }];
    });
    const found = JSON.parse((await browserLocalPlatform.inspect(5)) as string) as PageFindings;
    expect(calls.map((c) => [c.world ?? null, c.files])).toEqual([
      ['MAIN', [PAGE_CHECK_FILE]],
      [null, [PAGE_CHECK_FILE]],
    ]);
    expect(found).toMatchObject({ generators: ['Hugo 0.121.1'], document: 'unavailable' });
  });

  it('does not retry elsewhere when the browser refuses the page itself', async () => {
    const calls = fakeScripting(async () => {
      throw new Error('Cannot access contents of the page. Extension manifest must request permission to access the respective host.');
    });
    await expect(browserLocalPlatform.inspect(5)).rejects.toThrow(/Cannot access contents/);
    expect(calls).toHaveLength(1);
  });

  it('says when the page gave no answer', async () => {
    fakeScripting(async () => [{ frameId: 0, result: null }]);
    await expect(browserLocalPlatform.inspect(5)).rejects.toThrow(/no answer/);
  });
});
