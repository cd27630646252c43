import { describe, expect, it } from 'vitest';
import { createFirstFrames, firstFrameKey, ISSUED_MS } from '@/lib/worker/first-frames';

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
    const keep = (key: string, tree: string) => {
      frames.issue(key, 0);
      return frames.remember(key, tree, 1);
    };
    keep('a', 'A');
    keep('b', 'B');
    expect(frames.lookup('a')).toBe('A'); // a is now the most recent
    keep('c', 'C');
    expect([frames.lookup('a'), frames.lookup('b'), frames.lookup('c')]).toEqual(['A', undefined, 'C']);
    frames.forget();
    expect([frames.lookup('a'), frames.lookup('c')]).toEqual([undefined, undefined]);
  });

  it('accepts a frame only under a key it issued, once, and only while the key is new', () => {
    const frames = createFirstFrames();
    // Never issued: a page cannot plant a frame under a key of its choosing.
    expect(frames.remember('planted', 'P', 0)).toBe(false);
    expect(frames.lookup('planted')).toBeUndefined();
    frames.issue('k', 1_000);
    expect(frames.remember('k', 'K', 1_000 + ISSUED_MS)).toEqual({ note: undefined });
    // Once per issue: a second frame under the same key is refused and the first stays.
    expect(frames.remember('k', 'X', 1_001 + ISSUED_MS)).toBe(false);
    expect(frames.lookup('k')).toBe('K');
    // Too late: the key was issued more than ISSUED_MS ago.
    frames.issue('late', 0);
    expect(frames.remember('late', 'L', ISSUED_MS + 1)).toBe(false);
    // Forgetting drops issued keys too.
    frames.issue('f', 0);
    frames.forget();
    expect(frames.remember('f', 'F', 1)).toBe(false);
  });

  it('gives back what was noted when the key was issued, only with the frame it accepts', () => {
    const frames = createFirstFrames<{ site: string }>();
    frames.issue('k', 0, { site: 'example.com' });
    expect(frames.remember('k', 'K', 1)).toEqual({ note: { site: 'example.com' } });
    frames.issue('late', 0, { site: 'example.org' });
    expect(frames.remember('late', 'L', ISSUED_MS + 1)).toBe(false);
  });

  it('takes back a frame read from disk, without issuing its key again', () => {
    const frames = createFirstFrames(2);
    frames.keep('disk', 'D');
    expect(frames.lookup('disk')).toBe('D');
    // Keeping is not issuing: a page still cannot hand a frame back under that key.
    expect(frames.remember('disk', 'X', 0)).toBe(false);
    expect(frames.lookup('disk')).toBe('D');
  });
});
