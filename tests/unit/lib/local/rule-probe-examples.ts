// Data for the precision harness (rule-probes.ts), for the few signals it cannot build from the rule
// itself, and the few products that really do show another one's signal. Keep both short: a new entry in
// SHARED_SIGNALS is a claim a reviewer checks (the product only runs on that platform).

/**
 * A signal's example, by the signal's own text: a URL for a `~` address pattern, the tag's content for
 * a `generator` or `meta=` pattern, HTML for a `dom` selector. Used when the harness cannot sample it.
 */
export const PROBE_EXAMPLES: Record<string, string> = {};

/**
 * Technologies a page showing this rule's signals also shows, by design: an app that only runs on one
 * platform and loads from the platform's host (rule name → the names its signals also prove).
 */
export const SHARED_SIGNALS: Record<string, string[]> = {
  // A theme of MkDocs: its generator tag names both ("mkdocs-1.5.3, mkdocs-material-9.5.2").
  'Material for MkDocs': ['MkDocs'],
};
