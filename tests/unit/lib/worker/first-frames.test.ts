import { describe, expect, it } from 'vitest';
import { createFirstFrames, firstFrameKey } from '@/lib/worker/first-frames';

describe('first frames', () => {
  const request = { input: 'example.com', askFirst: false };
  const answer = { target: { ok: true, domain: 'example.com' }, technologies: { result: { storedAt: 1, source: 'cache' } } };

  it('names an answer by its content and by what the page asked', () => {
    expect(firstFrameKey(request, answer)).toBe(firstFrameKey({ ...request }, structuredClone(answer)));
    expect(firstFrameKey(request, { ...answer, technologies: { result: { storedAt: 2, source: 'cache' } } })).not.toBe(firstFrameKey(request, answer));
    expect(firstFrameKey({ ...request, askFirst: true }, answer)).not.toBe(firstFrameKey(request, answer));
    expect(firstFrameKey({ ...request, input: 'example.org' }, answer)).not.toBe(firstFrameKey(request, answer));
    expect(firstFrameKey(request, answer).length).toBeLessThanOrEqual(64);
  });

  it('keeps the most recently used frames up to its limit, and forgets them all on demand', () => {
    const frames = createFirstFrames(2);
    frames.remember('a', 'A');
    frames.remember('b', 'B');
    expect(frames.lookup('a')).toBe('A'); // a is now the most recent
    frames.remember('c', 'C');
    expect([frames.lookup('a'), frames.lookup('b'), frames.lookup('c')]).toEqual(['A', undefined, 'C']);
    frames.forget();
    expect([frames.lookup('a'), frames.lookup('c')]).toEqual([undefined, undefined]);
  });
});
