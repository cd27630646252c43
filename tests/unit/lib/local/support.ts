// Helpers for on-page detection tests: findings that refer to rules by name, as the page's answer
// refers to them by index.
import type { MatchKind, PageFindings, RuleMatch } from '@/lib/local/inspect-page';
import { RULES } from '@/lib/local/rules';

export function ruleIndex(name: string): number {
  const index = RULES.findIndex((r) => r.name === name);
  if (index < 0) throw new Error(`no rule named ${name}`);
  return index;
}

/** A match of rule `name`'s signal number `signal` of this kind. */
export const match = (name: string, kind: MatchKind, signal = 0, host = '', version: string | null = null): RuleMatch => [
  ruleIndex(name),
  kind,
  signal,
  host,
  version,
];

export const findings = (over: Partial<PageFindings> = {}): PageFindings => ({
  matches: [],
  generators: [],
  failedTests: 0,
  unchecked: [],
  document: 'unavailable',
  ...over,
});
