// A generated stand-in for a missing icon or logo: 1–2 letters on a colour derived from the name,
// so the same technology always looks the same.
// White text on each of these is at least 4.5:1 (WCAG AA).
const PALETTE = ['#4338ca', '#0f766e', '#b45309', '#be123c', '#15803d', '#7e22ce', '#0369a1', '#a21caf', '#c2410c', '#475569'];

/** "Google Analytics" → "GA", "WordPress" → "WP", "nginx" → "N". */
export function monogramLetters(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const second = words[1]?.[0] ?? /^.[^\p{Lu}]*(\p{Lu})/u.exec(first)?.[1] ?? '';
  return (first[0]! + second).toUpperCase();
}

/** A stable palette colour for a name (FNV-1a hash). */
export function monogramColor(name: string): string {
  let hash = 0x811c9dc5;
  for (const ch of name.toLowerCase()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return PALETTE[hash % PALETTE.length]!;
}

export function Monogram({ name, size }: { name: string; size: number }) {
  return (
    <span
      className="monogram"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.max(9, Math.round(size * 0.42)), background: monogramColor(name) }}
    >
      {monogramLetters(name)}
    </span>
  );
}
