// From what the page showed (inspect-page.ts) to technologies with a version, a category and their
// evidence: one entry per technology, however many signals named it. Pure, so the rules are unit-tested.
// Every name comes from the rule set or the detector mapping, never from the page: a match is read back
// by its rule's index, and its evidence is worded from the rule's own signal (the page supplies only the
// host a URL came from, which must end with the rule's host, and a version of a fixed shape).
import type { TechnologySummary } from '@/lib/api/schemas';
import type { MatchKind, PageFindings } from './inspect-page';
import { DETECTOR_NAMES, detectorCategory, detectorName, generatorVersion, nameKey } from './mapping';
import type { Category, Rule } from './rules/types';

export type EvidenceKind = 'library' | MatchKind;

export interface Evidence {
  kind: EvidenceKind;
  /** What matched, in words a user can check on the page. */
  detail: string;
}

/** One technology seen on the page. */
export interface LocalTechnology {
  name: string;
  /** The rule set's (or the detector mapping's) category, in the database's category names. */
  category: Category | null;
  /** The version the strongest signal gave (the library's own global over a URL or the generator tag). */
  version: string | null;
  /** Other versions other signals gave, when they disagree. */
  otherVersions: string[];
  evidence: Evidence[];
  /** The catalog technology it matched, from the local catalog (free) or an allowed lookup. */
  technology: TechnologySummary | null;
}

const URL_KINDS: Record<string, string> = {
  page: 'page served from',
  script: 'script from',
  stylesheet: 'stylesheet from',
  resource: 'resource loaded from',
  link: '<link> to',
  iframe: 'frame from',
};

const VERSION = /^\d[\w.+-]{0,39}$/;
const HOST = /^[a-z0-9.-]{1,253}$/;

/** A URL pattern's host part (empty for a path or a regex pattern). */
function patternHost(pattern: string): string {
  if (pattern.startsWith('=')) return pattern.slice(1);
  if (pattern.startsWith('/') || pattern.startsWith('~')) return '';
  const slash = pattern.indexOf('/');
  return slash < 0 ? pattern : pattern.slice(0, slash);
}

/** A version as the page may give it: a fixed shape, or none. */
const readVersion = (v: string | null) => (v && VERSION.test(v) ? v : null);

/** The generator tag's text the rule's pattern matches, or null. */
function generatorContent(rule: Rule, generators: readonly string[]): string | null {
  if (!rule.generator) return null;
  const re = new RegExp(rule.generator, 'i');
  return generators.find((g) => re.test(g)) ?? null;
}

/** The words for one matched signal, from the rule's own definition; null when the match does not fit it. */
export function describeMatch(rule: Rule, kind: MatchKind, signal: number, host: string, generators: readonly string[]): Evidence | null {
  const pick = (list: readonly string[] | undefined) => (list && signal >= 0 && signal < list.length ? list[signal]! : null);
  if (Object.hasOwn(URL_KINDS, kind)) {
    const pattern = pick(rule.urls);
    // The page's own host matches only a `=host` pattern, and an address never does.
    if (!pattern || !HOST.test(host) || (kind === 'page') !== pattern.startsWith('=')) return null;
    const ruleHost = patternHost(pattern);
    if (ruleHost && host !== ruleHost && !host.endsWith(`.${ruleHost}`)) return null;
    // Worded from the rule, never with the host the page reported: a page can report any name under
    // the rule's host, and any host at all for a path or a pattern.
    const words = URL_KINDS[kind];
    if (pattern.startsWith('~')) return { kind, detail: `${words} an address the ${rule.name} rule names` };
    if (pattern.startsWith('/')) return { kind, detail: `${words} any host (path ${pattern})` };
    const shown = host === ruleHost ? ruleHost : `*.${ruleHost}`;
    return { kind, detail: `${words} ${shown}${pattern.startsWith('=') ? '' : pattern.slice(ruleHost.length)}` };
  }
  if (kind === 'global') {
    const spec = pick(rule.globals);
    return spec ? { kind, detail: `global \`${spec.replace(/:\w+$/, '').replace(/\*$/, '…')}\`` } : null;
  }
  if (kind === 'node') {
    const spec = pick(rule.nodeKeys);
    if (!spec) return null;
    const name = spec.replace(/\*$/, '…');
    return { kind, detail: spec.startsWith('@') ? `attribute \`${name.slice(1)}\` on the page’s root elements` : `\`${name}\` on the page’s root elements` };
  }
  if (kind === 'meta') {
    const spec = pick(rule.meta);
    return spec ? { kind, detail: `<meta name="${spec.split('=')[0]}">` } : null;
  }
  if (kind === 'generator') {
    // The rule's name and the version read, never the tag's own text (a page may write anything there).
    const content = generatorContent(rule, generators);
    if (content === null) return null;
    const version = readVersion(generatorVersion(content));
    return { kind, detail: `<meta name="generator"> naming ${rule.name}${version ? ` ${version}` : ''}` };
  }
  if (kind === 'dom') {
    const selector = pick(rule.dom);
    return selector ? { kind, detail: `element \`${selector}\`` } : null;
  }
  if (kind === 'cookie') {
    const name = pick(rule.cookies);
    return name ? { kind, detail: `cookie \`${name.replace(/\*$/, '…')}\`` } : null;
  }
  return null;
}

/**
 * Whether `b` says nothing `a` does not: the same words, or a `*.host/path` that `a` names with its
 * exact host (one script matched by a rule's `www.host/path` and its `host/path` patterns).
 */
function sameSignal(a: Evidence, b: Evidence): boolean {
  if (a.kind !== b.kind) return false;
  if (a.detail === b.detail) return true;
  const wild = b.detail.indexOf(' *.');
  return wild >= 0 && a.detail.startsWith(b.detail.slice(0, wild + 1)) && a.detail.endsWith(b.detail.slice(wild + 2));
}

/**
 * Signals in order of strength: a library's own global beats a URL's version beats a generator tag.
 * `rules` is the rule set the page was given (its answers refer to rules by their index in it).
 */
export function technologiesFrom(findings: PageFindings, rules: readonly Rule[]): LocalTechnology[] {
  const byKey = new Map<string, LocalTechnology>();
  const add = (name: string, category: Category, version: string | null, evidence: Evidence) => {
    const key = nameKey(name);
    if (!key) return;
    const found = byKey.get(key);
    if (!found) {
      byKey.set(key, { name, category, version, otherVersions: [], evidence: [evidence], technology: null });
      return;
    }
    if (!found.evidence.some((e) => sameSignal(e, evidence))) found.evidence.push(evidence);
    if (version && !found.version) found.version = version;
    else if (version && version !== found.version && !found.otherVersions.includes(version)) found.otherVersions.push(version);
  };
  for (const lib of findings.libraries) {
    const name = detectorName(lib.name);
    if (name) add(name, detectorCategory(name), readVersion(lib.version), { kind: 'library', detail: 'a script on the page (js-library-detector)' });
  }
  // Globals and framework internals first (they carry the library's own version), then the rest in the page's order.
  const strength = (kind: MatchKind) => (kind === 'global' || kind === 'node' ? 0 : kind === 'dom' ? 1 : 2);
  const matches = [...findings.matches].sort((a, b) => strength(a[1]) - strength(b[1]));
  for (const [index, kind, signal, host, version] of matches) {
    const rule = rules[index];
    if (!rule) continue;
    const evidence = describeMatch(rule, kind, signal, host, findings.generators);
    if (!evidence) continue;
    const v = kind === 'generator' ? readVersion(generatorVersion(generatorContent(rule, findings.generators) ?? '')) : readVersion(version);
    add(rule.name, rule.category, v, evidence);
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every name on-page detection can give with this rule set: its names and the detector mapping's, lowercased. */
const localNames = new WeakMap<readonly Rule[], Set<string>>();

/** Whether on-page detection (this rule set and the detector) can name this technology: only such names may go to the paid lookup. */
export function isLocalName(name: string, rules: readonly Rule[]): boolean {
  let names = localNames.get(rules);
  if (!names) {
    names = new Set([...rules.map((r) => r.name), ...DETECTOR_NAMES.map((n) => detectorName(n) ?? n)].map((n) => n.toLowerCase()));
    localNames.set(rules, names);
  }
  return names.has(name.toLowerCase());
}
