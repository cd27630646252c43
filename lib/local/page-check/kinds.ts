// What the page check reports, by kind: its parts, its matches' kinds and the document headers' states.
// Re-exported by inspect-page.ts (import them from there); here so the parts (page-check/*.ts) can name
// them without importing the module that assembles them.

/** A rule's signal that matched: [rule index, kind, signal index, host (URL kinds), version]. */
export type RuleMatch = [number, MatchKind, number, string, string | null];

/** The parts of the page check, in the order they run (the cheapest and surest first). */
export const PAGE_PHASES = ['globals', 'nodes', 'meta', 'cookies', 'headers', 'addresses', 'inline', 'dom', 'css'] as const;
export type PagePhase = (typeof PAGE_PHASES)[number];

export const MATCH_KINDS = [
  'page',
  'script',
  'stylesheet',
  'resource',
  'link',
  'iframe',
  'global',
  'node',
  'meta',
  'generator',
  'dom',
  'cookie',
  'inline',
  'header',
  'css',
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/**
 * Whether the main document's response headers could be read from the browser's HTTP cache (without a
 * request: lib/local/page-headers.ts): `unavailable` when they were not asked for or the reading failed.
 */
export const DOCUMENT_STATES = ['cached', 'not-cached', 'no-store', 'unavailable'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The main document's headers as the page read them (name, value), pseudo-headers included. */
export interface DocumentHeaders {
  state: DocumentState;
  headers: [string, string][];
}
