// The page check stays linear on a hostile page (issue 23): every pattern it runs on what a page shows
// (the rules' patterns in lib/local/rules/data/*.json and the regex literals in inspect-page.ts) is
// proven linear by a ReDoS analyser, recheck, and runs fast on adversarial input: 50,000 repeats of the
// pattern's own text, which makes a pattern that re-scans from every occurrence of its literals
// (`wp-includes/.*[?&]ver=`, the four version patterns this replaced) take minutes.
import { Worker } from 'node:worker_threads';
import { check } from 'recheck';
import { describe, expect, it } from 'vitest';
import { type Rule, RULES } from '@/lib/local/rules';
import { inspectPagePatterns, type PagePattern, patternText, rulePatterns } from './page-patterns';

/** Each pattern once (rules may share one), with every place it is written. */
const PATTERNS: PagePattern[] = [
  ...[...rulePatterns(RULES), ...inspectPagePatterns()]
    .reduce((byPattern, p) => {
      const key = `${p.flags}/${p.source}`;
      const seen = byPattern.get(key);
      byPattern.set(key, seen ? { ...seen, where: `${seen.where}, ${p.where}` } : p);
      return byPattern;
    }, new Map<string, PagePattern>())
    .values(),
];

/**
 * Whether a pattern repeats anything (`*`, `+`, `?`, `{n,m}`; also counts `(?:`, to be safe). One that
 * does not tries a fixed number of paths from each position: linear by construction, so the analyser
 * (up to a second a pattern on a busy machine) checks only the others.
 */
const repeats = (source: string) => /[*+?{]/.test(source.replace(/\\./g, ''));

/** The adversarial input's size and each pattern's budget on it (issue 23). */
const REPEATS = 50_000;
const BUDGET_MS = 50;
/** A pattern still running after this long is stopped and reported (a quadratic one takes minutes). */
const STALL_MS = 10_000;
/** recheck's own limit on analysing one pattern, not a wait of the test (async-bounds.test.ts guards those). */
const timeout = 60_000;

/**
 * How much longer a pattern over the budget may take on GROWTH times the input: a linear one takes about
 * GROWTH times as long, a quadratic one GROWTH² (16×). What is held is the growth, not the clock: on a
 * loaded machine a linear pattern can pass the budget once, and its growth still tells it apart.
 */
const GROWTH = 4;
const MAX_GROWTH = 8;

/**
 * Runs in a worker (a runaway regex cannot be interrupted in the thread running it): each pattern once to
 * warm up, then on each adversarial input; a figure over the budget is measured again, up to twice, and
 * the best kept (a busy machine can pause a thread; a quadratic pattern is slow every time). A pattern
 * still over the budget is timed on GROWTH times the input (best of three): [index, ms, ms at GROWTH×].
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { patterns, repeats, budget, growth } = workerData;
for (let i = 0; i < patterns.length; i++) {
  const [source, flags, texts] = patterns[i];
  const re = new RegExp(source, flags);
  re.exec(texts.join(''));
  const best = (input, stopBelow) => {
    let ms = Infinity;
    for (let attempt = 0; attempt < 3 && ms >= stopBelow; attempt++) {
      const started = performance.now();
      re.exec(input);
      ms = Math.min(ms, performance.now() - started);
    }
    return ms;
  };
  let worst = 0;
  let grown = 0;
  for (const text of texts) {
    const input = new Array(repeats).fill(text).join(''); // Flat, as a page's string is (repeat() may build a rope).
    const ms = best(input, budget);
    worst = Math.max(worst, ms);
    if (ms >= budget) grown = Math.max(grown, best(new Array(repeats * growth).fill(text).join(''), 0) / ms);
  }
  parentPort.postMessage([i, worst, grown]);
}
`;

/** A pattern's worst time on its inputs (Infinity: stopped after STALL_MS) and, past the budget, its growth. */
type Figure = [ms: number, growth: number];

/** Each pattern's figure (the rest measured on after one that stalled). */
async function timeOnAdversarialInput(patterns: PagePattern[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  while (figures.length < patterns.length) figures.push(...(await timeFrom(patterns.slice(figures.length))));
  return figures;
}

/** The figures of a worker's run over patterns, up to and including the first that stalled. */
function timeFrom(patterns: PagePattern[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      patterns: patterns.map((p) => [p.source, p.flags, [patternText(p.source, false), patternText(p.source, true)]]),
      repeats: REPEATS,
      budget: BUDGET_MS,
      growth: GROWTH,
    },
  });
  return new Promise((resolve, reject) => {
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const end = (stalled: boolean) => {
      clearTimeout(watchdog);
      if (stalled) figures.push([Infinity, Infinity]);
      void worker.terminate();
      resolve(figures);
    };
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => end(true), STALL_MS);
    };
    arm();
    worker.on('message', ([, ms, growth]: [number, number, number]) => {
      figures.push([ms, growth]);
      if (figures.length === patterns.length) end(false);
      else arm();
    });
    worker.on('error', (error) => {
      clearTimeout(watchdog);
      reject(error);
    });
  });
}

describe('the patterns the page runs on what a page shows', () => {
  it('are read from every rule field that holds one, with the flags the page gives them, and from inspect-page.ts', () => {
    const rule: Rule = {
      name: 'X',
      category: 'CMS',
      urls: ['~a+', 'host.com'],
      urlVersion: 'b(\\d+)',
      generator: '^c',
      meta: ['d=e+', 'f'],
      headers: ['server=^g(\\d+)?', 'cf-ray'],
    };
    expect(rulePatterns([rule]).map((p) => [p.where, p.source, p.flags])).toEqual([
      ['X urlVersion', 'b(\\d+)', ''],
      ['X generator', '^c', 'i'],
      ['X urls', 'a+', 'i'],
      ['X meta', 'e+', 'i'],
      ['X headers', '^g(\\d+)?', 'i'],
    ]);
    // The page's own parsing of an address (scheme, host, path) is among them.
    expect(inspectPagePatterns().map((p) => p.source)).toContain('^(?:[a-z][a-z0-9+.-]*:)?\\/\\/([^/?#:@]+)(?::\\d+)?([^?#]*)');
  });

  it.each(PATTERNS.filter((p) => repeats(p.source)).map((p) => [p.where, p] as const))(
    '%s: proven linear by recheck',
    async (where, p) => {
      // The automaton checker proves or refuses; a construct it cannot analyse (lookaround, a
      // backreference) is refused too: a rule's pattern is written without one.
      const result = await check(p.source, p.flags, { checker: 'automaton', timeout });
      const why =
        result.status === 'vulnerable'
          ? `${result.complexity.summary}, e.g. ${result.attack.pattern}`
          : result.status === 'unknown'
            ? `not provable (${result.error.kind})`
            : result.complexity.summary;
      expect(result.status, `${where}: /${p.source}/${p.flags} is ${why}`).toBe('safe');
    },
    120_000,
  );

  it(`each take under ${BUDGET_MS} ms on ${REPEATS.toLocaleString('en')} repeats of their own text, or grow linearly past it`, async () => {
    const figures = await timeOnAdversarialInput(PATTERNS);
    const slow = figures.flatMap(([ms, growth], i) =>
      ms < BUDGET_MS || growth <= MAX_GROWTH
        ? []
        : [
            `${PATTERNS[i]!.where}: /${PATTERNS[i]!.source}/ ${ms === Infinity ? `over ${STALL_MS} ms (stopped)` : `${ms.toFixed(1)} ms, ${growth.toFixed(1)}× on ${GROWTH}× the input`}`,
          ],
    );
    const times = figures.map(([ms]) => ms);
    const worst = Math.max(...times);
    const at = PATTERNS[times.indexOf(worst)]!;
    console.info(`Slowest pattern on adversarial input: ${worst.toFixed(1)} ms (${at.where}: /${at.source}/), of ${PATTERNS.length}`);
    expect(slow).toEqual([]);
    expect(figures).toHaveLength(PATTERNS.length);
  }, 600_000);
});
