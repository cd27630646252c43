// From what the page showed (inspect-page.ts) to technologies with a version, a category and their
// evidence: one entry per technology, however many signals named it. Pure, so the rules are unit-tested.
// Every name comes from the rule set, never from the page: a match is read back by its rule's index, and
// its evidence is worded from the rule's own signal (the page supplies only the host a URL came from,
// which must end with the rule's host, and a version of a fixed shape). Two rules of the data apply
// here: a supporting marker (`&selector`) counts only beside another signal of its rule, and a rule's
// `excludes` leaves the look-alikes it explains only their own addresses.
import type { TechnologySummary } from '@/lib/api/schemas';
import type { MatchKind, PageFindings } from './inspect-page';
import { generatorVersion, nameKey } from './mapping';
import type { Category, Rule } from './rules/types';

export type EvidenceKind = MatchKind;

export interface Evidence {
  kind: EvidenceKind;
  /** What matched, in words a user can check on the page. */
  detail: string;
}

/** One technology seen on the page. */
export interface LocalTechnology {
  name: string;
  /** The rule set's category, in the database's category names. */
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

/** The words for a header rule: `server: nginx` from `server=^nginx(?:/…)`, the name alone when its pattern starts with no plain text. */
function headerWords(spec: string): string {
  const eq = spec.indexOf('=');
  if (eq < 0) return spec;
  const pattern = spec.slice(eq + 1).replace(/\\(?=[.-])/g, '');
  const m = /^\^?([\w .-]*\w)([?*+{]?)/.exec(pattern);
  // A quantifier after the text makes its last character optional: it is not shown.
  const text = m ? (m[2] ? m[1]!.slice(0, -1) : m[1]!).trim() : '';
  return text.length >= 2 ? `${spec.slice(0, eq)}: ${text}` : spec.slice(0, eq);
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
    return { kind, detail: spec.startsWith('@') ? `attribute \`${name.slice(1)}\` on the page’s elements` : `\`${name}\` on the page’s root elements` };
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
    return selector ? { kind, detail: `element \`${selector.replace(/^&/, '')}\`` } : null;
  }
  if (kind === 'inline') {
    const literal = pick(rule.inline);
    return literal ? { kind, detail: `inline script names ${literal}` } : null;
  }
  if (kind === 'header') {
    const spec = pick(rule.headers);
    return spec ? { kind, detail: `response header ${headerWords(lowerName(spec))}` } : null;
  }
  if (kind === 'css') {
    const prefix = pick(rule.cssVars);
    return prefix ? { kind, detail: `CSS custom properties \`${prefix}…\` on the page’s root` } : null;
  }
  if (kind === 'cookie') {
    const name = pick(rule.cookies);
    return name ? { kind, detail: `cookie \`${name.replace(/\*$/, '…')}\`` } : null;
  }
  return null;
}

/** A header spec with its name lowercased (as the page compares it). */
function lowerName(spec: string): string {
  const eq = spec.indexOf('=');
  return eq < 0 ? spec.toLowerCase() : `${spec.slice(0, eq).toLowerCase()}${spec.slice(eq)}`;
}

/** Address kinds: a match of one names a file (or host) the rule's technology serves. */
const ADDRESS_KINDS = new Set<MatchKind>(['page', 'script', 'stylesheet', 'resource', 'link', 'iframe']);

/** Whether a match is of a supporting marker (`&selector`): it counts only beside another signal of its rule. */
const supporting = (rule: Rule, kind: MatchKind, signal: number) => kind === 'dom' && (rule.dom?.[signal]?.startsWith('&') ?? false);

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
    // A version that spells out the one shown (the generator's "Drupal 7", a file's ?v=7.17): the longer.
    else if (version && found.version && version.startsWith(`${found.version}.`)) found.version = version;
    else if (version && found.version && found.version.startsWith(`${version}.`)) return;
    else if (version && version !== found.version && !found.otherVersions.includes(version)) found.otherVersions.push(version);
  };
  // The matches that fit their rule, each with its words.
  const fitting = findings.matches.flatMap(([index, kind, signal, host, version]) => {
    const rule = rules[index];
    const evidence = rule ? describeMatch(rule, kind, signal, host, findings.generators) : null;
    return rule && evidence ? [{ index, rule, kind, signal, version, evidence }] : [];
  });
  // A supporting marker counts only beside another signal of its rule, not a supporting one.
  const proven = new Set(fitting.filter((m) => !supporting(m.rule, m.kind, m.signal)).map((m) => m.index));
  const counted = fitting.filter((m) => proven.has(m.index));
  // What the rules found rule out: a look-alike keeps only the addresses of its own files.
  const excluded = new Set(counted.flatMap((m) => (m.rule.excludes ?? []).map(nameKey)));
  const kept = counted.filter((m) => !excluded.has(nameKey(m.rule.name)) || ADDRESS_KINDS.has(m.kind));
  // Globals and framework internals first (they carry the library's own version), then the rest in the page's order.
  const strength = (kind: MatchKind) => (kind === 'global' || kind === 'node' ? 0 : kind === 'dom' ? 1 : 2);
  kept.sort((a, b) => strength(a.kind) - strength(b.kind));
  for (const { rule, kind, version, evidence } of kept) {
    const v = kind === 'generator' ? readVersion(generatorVersion(generatorContent(rule, findings.generators) ?? '')) : readVersion(version);
    add(rule.name, rule.category, v, evidence);
    // What it runs only on: named too, by the same evidence, never with a version of its own.
    for (const name of rule.implies ?? []) {
      const base = rules.find((r) => r.name === name);
      if (base && !excluded.has(nameKey(name))) add(base.name, base.category, null, { kind, detail: `${evidence.detail} (${rule.name} runs on ${base.name})` });
    }
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every name on-page detection can give with this rule set, lowercased. */
const localNames = new WeakMap<readonly Rule[], Set<string>>();

/** Whether on-page detection (this rule set) can name this technology: only such names may go to the paid lookup. */
export function isLocalName(name: string, rules: readonly Rule[]): boolean {
  let names = localNames.get(rules);
  if (!names) {
    names = new Set(rules.map((r) => r.name.toLowerCase()));
    localNames.set(rules, names);
  }
  return names.has(name.toLowerCase());
}
