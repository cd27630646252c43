// @vitest-environment happy-dom
// React's code waits for a kept first frame to reach the screen, and for nothing else: without a frame,
// or in a hidden page (which gets no frame callback), it comes at once; a frame callback that never
// comes holds it 50 ms at most.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { framePaintedFirst } from '@/lib/first-paint/wait-for-paint';

describe('framePaintedFirst', () => {
  let frameCallbacks: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frameCallbacks = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frameCallbacks.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    globalThis.__stacklensFramePainted = undefined;
  });
  const settled = (p: Promise<void>) => {
    let done = false;
    void p.then(() => (done = true));
    return () => done;
  };

  it('resolves at once when no kept frame is on screen', async () => {
    const done = settled(framePaintedFirst(document));
    await Promise.resolve();
    expect(done()).toBe(true);
    expect(frameCallbacks).toHaveLength(0);
  });

  it('waits for the paint after the next frame callback when a frame is on screen', async () => {
    globalThis.__stacklensFramePainted = 'answer-key';
    const done = settled(framePaintedFirst(document));
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(false);
    frameCallbacks.forEach((cb) => cb(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('holds React 50 ms at most when no frame callback comes', async () => {
    globalThis.__stacklensFramePainted = 'answer-key';
    const done = settled(framePaintedFirst(document));
    await vi.advanceTimersByTimeAsync(49);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('does not wait in a hidden page', async () => {
    globalThis.__stacklensFramePainted = 'answer-key';
    const hidden = { visibilityState: 'hidden' } as Document;
    const done = settled(framePaintedFirst(hidden));
    await Promise.resolve();
    expect(done()).toBe(true);
  });
});
