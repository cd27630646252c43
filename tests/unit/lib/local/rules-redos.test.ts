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
 * Runs in a worker (a runaway regex cannot be interrupted in the thread running it): each pattern once to
 * warm up, then on each adversarial input; a figure over the budget is measured again, up to twice, and
 * the best kept (a busy machine can pause a thread; a quadratic pattern is slow every time).
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { patterns, repeats, budget } = workerData;
for (let i = 0; i < patterns.length; i++) {
  const [source, flags, texts] = patterns[i];
  const re = new RegExp(source, flags);
  re.exec(texts.join(''));
  let worst = 0;
  for (const text of texts) {
    const input = new Array(repeats).fill(text).join(''); // Flat, as a page's string is (repeat() may build a rope).
    let best = Infinity;
    for (let attempt = 0; attempt < 3 && best >= budget; attempt++) {
      const started = performance.now();
      re.exec(input);
      best = Math.min(best, performance.now() - started);
    }
    worst = Math.max(worst, best);
  }
  parentPort.postMessage([i, worst]);
}
`;

/** Each pattern's worst time on its inputs (Infinity: stopped after STALL_MS, and the rest measured on). */
async function timeOnAdversarialInput(patterns: PagePattern[]): Promise<number[]> {
  const figures: number[] = [];
  while (figures.length < patterns.length) figures.push(...(await timeFrom(patterns.slice(figures.length))));
  return figures;
}

/** The figures of a worker's run over patterns, up to and including the first that stalled. */
function timeFrom(patterns: PagePattern[]): Promise<number[]> {
  const figures: number[] = [];
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      patterns: patterns.map((p) => [p.source, p.flags, [patternText(p.source, false), patternText(p.source, true)]]),
      repeats: REPEATS,
      budget: BUDGET_MS,
    },
  });
  return new Promise((resolve, reject) => {
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const end = (stalled: boolean) => {
      clearTimeout(watchdog);
      if (stalled) figures.push(Infinity);
      void worker.terminate();
      resolve(figures);
    };
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => end(true), STALL_MS);
    };
    arm();
    worker.on('message', ([, ms]: [number, number]) => {
      figures.push(ms);
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
    const rule: Rule = { name: 'X', category: 'CMS', urls: ['~a+', 'host.com'], urlVersion: 'b(\\d+)', generator: '^c', meta: ['d=e+', 'f'] };
    expect(rulePatterns([rule]).map((p) => [p.where, p.source, p.flags])).toEqual([
      ['X urlVersion', 'b(\\d+)', ''],
      ['X generator', '^c', 'i'],
      ['X urls', 'a+', 'i'],
      ['X meta', 'e+', 'i'],
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

  it(`each take under ${BUDGET_MS} ms on ${REPEATS.toLocaleString('en')} repeats of their own text`, async () => {
    const figures = await timeOnAdversarialInput(PATTERNS);
    const slow = figures.flatMap((ms, i) =>
      ms < BUDGET_MS ? [] : [`${PATTERNS[i]!.where}: /${PATTERNS[i]!.source}/ ${ms === Infinity ? `over ${STALL_MS} ms (stopped)` : `${ms.toFixed(1)} ms`}`],
    );
    const worst = Math.max(...figures);
    const at = PATTERNS[figures.indexOf(worst)]!;
    console.info(`Slowest pattern on adversarial input: ${worst.toFixed(1)} ms (${at.where}: /${at.source}/), of ${PATTERNS.length}`);
    expect(slow).toEqual([]);
    expect(figures).toHaveLength(PATTERNS.length);
  }, 600_000);
});
