// One price per part of a technology's detail, declared once for its card and for "Load all": a part's
// own call, plus the part it needs first while that one is neither shown nor on its way (market share
// needs the category that "What it is" names). The card's "Load market share · 2 credits" and Load all's
// line "Market share, with What it is · 2 credits" are the same figure, read here.
import { priceOf, type PricedEndpoint } from '@/lib/api/prices';

export interface PartDeclaration<K extends string> {
  endpoint: PricedEndpoint;
  /** The part whose answer this one needs first (the category id comes with "What it is"). */
  needs?: K;
}

export interface PartPrice<K extends string> {
  key: K;
  cost: number;
  /** The part whose price this one includes (loaded first, for what it names), or null. */
  includes: K | null;
}

/** A part's price as its card says it: `waits(part)` when what it needs must still be bought first. */
export function partPrice<K extends string>(declared: Record<K, PartDeclaration<K>>, part: K, waits: (part: K) => boolean): PartPrice<K> {
  const { endpoint, needs } = declared[part];
  const includes = needs !== undefined && waits(part) ? needs : null;
  return { key: part, cost: priceOf(endpoint) + (includes ? priceOf(declared[includes].endpoint) : 0), includes };
}

/**
 * Load all's lines for the parts not shown, in order, each at its card's price: a part another line
 * includes is not listed again, and it is paid once, so a second part that needs it costs only its own
 * call there (and says it comes with the first). The lines add up to exactly what Load all spends.
 */
export function loadAllPrices<K extends string>(declared: Record<K, PartDeclaration<K>>, pending: readonly K[], waits: (part: K) => boolean): PartPrice<K>[] {
  const counted = new Set<K>();
  const lines: PartPrice<K>[] = [];
  for (const part of pending) {
    const price = partPrice(declared, part, waits);
    if (price.includes && counted.has(price.includes)) lines.push({ key: part, cost: priceOf(declared[part].endpoint), includes: null });
    else {
      if (price.includes) counted.add(price.includes);
      lines.push(price);
    }
  }
  return lines.filter((line) => !counted.has(line.key));
}
