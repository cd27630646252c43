// Audience input lines (URLs, www. names, IDNs) to registrable domains, with the reason for every line
// that is not one. Built on lib/domain/resolve.ts, so the popup, the import and the menu agree.
import { domainProblem, resolveTarget } from '@/lib/domain/resolve';

/** Why a line is refused: a domainProblem() text, the wording every place uses. */
export type RejectReason = string;

/** The longest line considered: a domain name is at most 253 characters; a URL may carry a path. */
export const MAX_LINE = 2048;

export type Normalised = { ok: true; domain: string } | { ok: false; reason: RejectReason };

/** One line to its registrable domain (ASCII), or why it is not one. Never throws. */
export function normaliseLine(line: string): Normalised {
  const text = line.trim();
  if (text.length > MAX_LINE) return { ok: false, reason: domainProblem('too_long') };
  try {
    // A CSV row: the first cell is the domain (quotes stripped).
    return normaliseCell(text.includes(',') ? text.split(',')[0]!.trim().replace(/^"|"$/g, '') : text);
  } catch {
    // A last guard only: the property tests check that normaliseCell itself does not throw.
    return { ok: false, reason: domainProblem('invalid') };
  }
}

/** One cell (a URL or a domain) to its registrable domain; no catch-all, so its tests see a throw. */
export function normaliseCell(cell: string): Normalised {
  // One validator for every place (lib/domain/resolve.ts): labels, characters and suffix.
  const target = resolveTarget(cell);
  return target.ok ? { ok: true, domain: target.domain } : { ok: false, reason: target.problem };
}

export interface ImportPlan {
  /** New registrable domains, unique, in the order first seen. */
  domains: string[];
  /** Lines naming a domain already in the audience or earlier in the same input. */
  duplicates: number;
  rejected: { input: string; reason: RejectReason }[];
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
