// Audience input lines (URLs, www. names, IDNs) to registrable domains, with the reason for every line
// that is not one. Built on lib/domain/resolve.ts, so the popup, the import and the menu agree.
import { resolveTarget, type NotASiteReason } from '@/lib/domain/resolve';

/** Reasons a line is rejected, in the words the issue lists. */
export type RejectReason = 'not a domain' | 'IP address' | 'no public suffix' | 'too long';

const REASONS: Record<NotASiteReason, RejectReason> = {
  empty: 'not a domain',
  browser_page: 'not a domain',
  file: 'not a domain',
  invalid: 'not a domain',
  ip: 'IP address',
  localhost: 'no public suffix',
  no_suffix: 'no public suffix',
  too_long: 'too long',
};

/** The longest line considered: a domain name is at most 253 characters; a URL may carry a path. */
export const MAX_LINE = 2048;

export type Normalised = { ok: true; domain: string } | { ok: false; reason: RejectReason };

/** One line to its registrable domain (ASCII), or why it is not one. Never throws. */
export function normaliseLine(line: string): Normalised {
  const text = line.trim();
  if (text.length > MAX_LINE) return { ok: false, reason: 'too long' };
  try {
    // A CSV row: the first cell is the domain (quotes stripped).
    const cell = text.includes(',') ? text.split(',')[0]!.trim().replace(/^"|"$/g, '') : text;
    // The Public Suffix parser calls an over-long name "no suffix": name the real problem first.
    const host = cell.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#:]/)[0] ?? '';
    if (host.length > 253 || host.split('.').some((label) => label.length > 63)) return { ok: false, reason: 'too long' };
    // Browsers' URL parsers differ on odd hosts (Chromium keeps spaces, percent-encoded): refuse them here.
    if (!host.startsWith('[') && /[^\p{L}\p{N}\p{M}._-]/u.test(host)) return { ok: false, reason: 'not a domain' };
    const target = resolveTarget(cell);
    if (!target.ok) return { ok: false, reason: REASONS[target.reason] };
    // A label over 63 characters passes the URL parser but is no valid domain name.
    if (target.domain.length > 253 || target.domain.split('.').some((label) => label.length > 63)) return { ok: false, reason: 'too long' };
    return { ok: true, domain: target.domain };
  } catch {
    return { ok: false, reason: 'not a domain' };
  }
}

export interface ImportPlan {
  /** New registrable domains, unique, in the order first seen. */
  domains: string[];
  /** Lines naming a domain already in the audience or earlier in the same input. */
  duplicates: number;
  rejected: { input: string; reason: RejectReason }[];
}

/** Splits pasted or uploaded text into lines; blank lines and a `domain` CSV header are skipped. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\n|\r/).map((l) => l.trim()).filter((l, i) => l !== '' && !(i === 0 && /^"?(domain|domains|url|website)"?(,|$)/i.test(l)));
}

/** Normalises lines and de-duplicates them against each other and against `existing`. */
export function planImport(lines: readonly string[], existing: ReadonlySet<string>): ImportPlan {
  const seen = new Set<string>();
  const plan: ImportPlan = { domains: [], duplicates: 0, rejected: [] };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const n = normaliseLine(line);
    if (!n.ok) plan.rejected.push({ input: line.slice(0, 200), reason: n.reason });
    else if (seen.has(n.domain) || existing.has(n.domain)) plan.duplicates++;
    else {
      seen.add(n.domain);
      plan.domains.push(n.domain);
    }
  }
  return plan;
}
