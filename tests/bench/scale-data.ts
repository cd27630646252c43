// The heavy profile's made-up data, shared by the scale bench (Node) and its fill page (the browser):
// domain names as a CRM export has them, and a seeded random number generator, so both sides agree.

const WORDS = [
  'north',
  'blue',
  'river',
  'summit',
  'cedar',
  'atlas',
  'harbor',
  'pixel',
  'maple',
  'orbit',
  'granite',
  'lumen',
  'vertex',
  'willow',
  'ember',
  'quartz',
];
const KINDS = ['labs', 'shop', 'media', 'systems', 'group', 'foods', 'studio', 'health', 'logistics', 'capital', 'cloud', 'works'];
const SUFFIXES = ['com', 'com', 'com', 'com', 'com', 'io', 'co.uk', 'de', 'fr', 'net', 'com.au', 'nl'];

/** The `i`-th company domain of the profile: distinct for every i, registrable, lower case ASCII. */
export function companyDomain(i: number): string {
  const word = WORDS[i % WORDS.length]!;
  const kind = KINDS[Math.floor(i / WORDS.length) % KINDS.length]!;
  const suffix = SUFFIXES[Math.floor(i / 7) % SUFFIXES.length]!;
  return `${word}-${kind}-${i}.${suffix}`;
}

/** mulberry32: a small seeded generator, the same sequence in Node and in the page. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
