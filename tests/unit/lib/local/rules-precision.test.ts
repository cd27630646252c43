// @vitest-environment happy-dom
// Precision of every rule, generated from the rules themselves (rule-probes.ts, rule-decoys.ts): a page
// carrying one of a rule's signals (its script host or path, its global of the right type, its cookie,
// its meta tag, its selector's element) finds that rule by that signal and no other rule; pages carrying
// every rule's name and literals in prose, code samples and links, its hosts as look-alikes, its globals
// as decoys and its cookie names as values find nothing. Each page carries many rules' signals (one per
// rule); a page that finds a rule it should not is taken apart signal by signal to say which one did.
// The rules run as the build injects them (detector-wrapper.ts): the library rules are StackLens's own
// (libraries.json), held to the same harness as every other rule.
import { afterEach, describe, expect, it } from 'vitest';
import { wrapDetector } from '@/lib/local/detector-wrapper';
import type { MatchKind, PageFindings, RuleMatch } from '@/lib/local/inspect-page';
import { RULES } from '@/lib/local/rules';
import { cleanPage, compileInjected, runInPage } from './inject-page';
import { cookieValuesPage, decoyGlobalsPage, lookAlikePage, type NegativePage, prosePage } from './rule-decoys';
import { SHARED_SIGNALS } from './rule-probe-examples';
import { broader, type HarnessPage, packProbes, type Probe, probePage, probesOf, shuffled } from './rule-probes';
import { buildSelector } from './selector-element';

/** The budget is far above what a page takes, so nothing is cut. */
const FILE = compileInjected(wrapDetector(60_000));
const { probes: PROBES, unbuildable: UNBUILDABLE } = probesOf(RULES);
/** Probes a page carries (one per rule); negative pages carry this many rules' literals. */
const PAGE_SIZE = 150;
const NEGATIVE_RULES = 300;

afterEach(cleanPage);

async function run(page: HarnessPage): Promise<PageFindings> {
  const undo: (() => void)[] = [];
  try {
    const answer = await runInPage(FILE, {
      url: `https://${page.host}/stacklens-probe`,
      head: page.head,
      body: page.body,
      setup: () => {
        for (const selector of page.selectors) undo.push(buildSelector(selector, document) ?? (() => {}));
        page.setup();
      },
    });
    return JSON.parse(answer) as PageFindings;
  } finally {
    page.teardown();
    undo.reverse().forEach((f) => f());
    cleanPage();
  }
}

/** A rule's signal in words, for a failure message. */
function signalOf([rule, kind, signal]: RuleMatch): string {
  const r = RULES[rule]!;
  const field: Record<MatchKind, unknown> = {
    page: r.urls,
    script: r.urls,
    stylesheet: r.urls,
    resource: r.urls,
    link: r.urls,
    iframe: r.urls,
    global: r.globals,
    node: r.nodeKeys,
    meta: r.meta,
    generator: [r.generator],
    dom: r.dom,
    cookie: r.cookies,
    inline: r.inline,
    header: r.headers,
    css: r.cssVars,
  };
  return `${r.name} (${kind} ${String((field[kind] as string[] | undefined)?.[signal])})`;
}

const probeText = (p: Probe) => `${RULES[p.rule]!.name}'s ${p.field} ${p.text}`;

/** Names a probe's page may also show: what its rule implies, and the platform it runs on. */
function alsoShown(p: Probe): Set<string> {
  const rule = RULES[p.rule]! as { name: string; implies?: string[] };
  return new Set([rule.name, ...(rule.implies ?? []), ...(SHARED_SIGNALS[rule.name] ?? [])]);
}

/** Whether a match of another rule is what a probe's page really shows (a broader signal, a platform). */
const explained = (p: Probe, [r, kind, s]: RuleMatch) => alsoShown(p).has(RULES[r]!.name) || broader(RULES[r]!, kind, s, p);

/** The probes among these that bring this match of another rule, found by halving the page. */
async function culprits(probes: Probe[], m: RuleMatch): Promise<Probe[]> {
  const found = await run(probePage('culprits', probes));
  if (!found.matches.some(([r, kind, s]) => r === m[0] && kind === m[1] && s === m[2])) return [];
  if (probes.length === 1) return explained(probes[0]!, m) ? [] : probes;
  const half = Math.ceil(probes.length / 2);
  return [...(await culprits(probes.slice(0, half), m)), ...(await culprits(probes.slice(half), m))];
}

/** What is wrong with one page of probes: a probe not found by its own kind, or another rule found. */
async function checkProbes(title: string, probes: Probe[]): Promise<string[]> {
  const findings = await run(probePage(title, probes));
  const problems: string[] = [];
  if (findings.unchecked.length || findings.failedTests)
    problems.push(`${title}: ${findings.unchecked.join(', ')} not checked, ${findings.failedTests} failed`);
  for (const p of probes)
    if (!findings.matches.some(([r, kind]) => r === p.rule && kind === p.kind))
      problems.push(`${probeText(p)} is not found on a page carrying it (${p.value})`);
  const planted = new Set(probes.map((p) => p.rule));
  const others = findings.matches.filter((m) => !planted.has(m[0]) && !probes.some((p) => explained(p, m)));
  for (const m of others) {
    const guilty = await culprits(probes, m);
    if (guilty.length === 0) problems.push(`${title}: ${signalOf(m)} matched (no single signal brings it)`);
    for (const p of guilty) problems.push(`${probeText(p)} (${p.value}) also matches ${signalOf(m)}`);
  }
  return problems;
}

async function checkNegative(page: NegativePage): Promise<string[]> {
  const findings = await run(page);
  return findings.matches.filter(([r, kind, s]) => !page.allows(r, kind, s)).map((m) => `${page.title}: ${signalOf(m)} matched`);
}

describe('every rule, on pages generated from its own signals', () => {
  it('has every signal put on a page (a pattern sampled, a selector built)', () => {
    const problems = [...UNBUILDABLE];
    for (const p of PROBES.filter((q) => q.field === 'dom' && !q.value.startsWith('<'))) {
      const undo = buildSelector(p.value, document);
      if (undo) undo();
      else problems.push(`${probeText(p)}: the harness cannot build an element for it; write an example in rule-probe-examples.ts`);
    }
    expect(problems).toEqual([]);
    expect(PROBES.length).toBeGreaterThan(RULES.length);
  });

  it('finds each rule by each of its signals, and no other rule, in two different groupings of rules on a page', async () => {
    const problems: string[] = [];
    const groupings = [packProbes(PROBES, PAGE_SIZE), packProbes(shuffled(PROBES), PAGE_SIZE)];
    for (const [g, pages] of groupings.entries())
      for (const [i, page] of pages.entries()) problems.push(...(await checkProbes(`grouping ${g + 1} page ${i + 1}`, page)));
    console.info(`${PROBES.length} signals of ${RULES.length} rules on ${groupings.map((p) => p.length).join(' + ')} pages`);
    expect([...new Set(problems)]).toEqual([]);
  });

  it('finds nothing on pages carrying the rules’ names and literals in prose, code samples and links', async () => {
    const problems: string[] = [];
    for (let i = 0; i < RULES.length; i += NEGATIVE_RULES) {
      const probes = PROBES.filter((p) => p.rule >= i && p.rule < i + NEGATIVE_RULES);
      problems.push(...(await checkNegative(prosePage(RULES, probes))));
    }
    expect(problems).toEqual([]);
  });

  it('finds nothing on look-alike hosts, decoy globals (wrong type, getter, prototype) or cookie names in values', async () => {
    const problems: string[] = [];
    for (let i = 0; i < RULES.length; i += NEGATIVE_RULES) {
      const probes = PROBES.filter((p) => p.rule >= i && p.rule < i + NEGATIVE_RULES);
      for (const page of [
        lookAlikePage(RULES, probes),
        decoyGlobalsPage(RULES, probes, 'wrong type'),
        decoyGlobalsPage(RULES, probes, 'getter'),
        decoyGlobalsPage(RULES, probes, 'prototype'),
        cookieValuesPage(probes),
      ])
        problems.push(...(await checkNegative(page)));
    }
    expect(problems).toEqual([]);
  });
});
