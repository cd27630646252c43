// Deterministic randomness of the sandbox world: string hashes and a seeded PRNG. Nothing here
// reads Math.random or the clock, so a seed and a "now" fix every value the world returns.

/** FNV-1a over UTF-16 code units, finished with murmur3's avalanche so close keys spread apart. */
export function hash32(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) fixed by the key. */
export function unit(key: string): number {
  return hash32(key) / 4_294_967_296;
}

/** Stable hexadecimal id of `len` characters (two independent hashes for 16). */
export function hexId(key: string, len = 16): string {
  const a = hash32(key).toString(16).padStart(8, '0');
  const b = hash32(`${key}#2`).toString(16).padStart(8, '0');
  return (a + b).slice(0, len);
}

/** Element `i` of a list that the caller knows is in range; fails loudly otherwise. */
export function at<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new RangeError(`index ${i} outside a list of ${list.length}`);
  return value;
}

/** mulberry32 seeded from a string key. */
export class Rng {
  private state: number;

  constructor(key: string) {
    this.state = hash32(key);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Whole number in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return at(list, Math.floor(this.next() * list.length));
  }

  /** One item drawn with probability proportional to its weight. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of list) total += weight(item);
    let r = this.next() * total;
    for (const item of list) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return at(list, list.length - 1);
  }

  /** `count` distinct items, in random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(at(copy, i));
      copy.splice(i, 1);
    }
    return out;
  }
}
