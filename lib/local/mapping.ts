// The small mapping behind free on-page detection besides the rule set (lib/local/rules): how a
// `<meta name="generator">` carries a version, and the key two spellings of one technology's name are
// matched on. Add signals in lib/local/rules.

/**
 * The version in a `<meta name="generator">` content: "WordPress 6.4.3" gives 6.4.3, "MkDocs-1.5.3,
 * mkdocs-material-9.5.2" gives 1.5.3. The name comes from the rule that matched, never from the tag.
 */
export function generatorVersion(content: string): string | null {
  const text = content.trim().replace(/\s+/g, ' ').slice(0, 120);
  return /\bv?(\d+(?:\.\d+)+[\w.-]*|\d+)\b/.exec(text)?.[1] ?? null;
}

/**
 * The key two names are matched on: case, punctuation and a trailing "js" ignored, so "Vue.js",
 * "Vue" and "vuejs" are one technology.
 */
export function nameKey(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return key.length > 2 && key.endsWith('js') ? key.slice(0, -2) : key;
}
