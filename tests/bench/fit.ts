// Benchmark of the fit verdict (issue 37): the time from the on-page result to the verdict, which is
// the verdict's own computation (lib/fit/verdict.ts, synchronous in the render that shows the on-page
// result): 10 conditions of 10 technologies each against a large page (3,000 on-page rows) and a cached
// answer of 1,000 technologies, p50/p95 over N runs. The real popup's figure (the 'stacklens:fit-shown'
// mark after 'stacklens:local-shown') is printed by tests/e2e/fit.spec.ts.
// Run: npx tsx tests/bench/fit.ts [N]
import { fitVerdict, type FitInputs } from '../../lib/fit/verdict';
import type { FitCondition } from '../../lib/fit/conditions';

const RUNS = Math.max(30, Number(process.argv[2] ?? 200));
const tech = (i: number) => ({ id: i, name: `Technology ${i}` });
const kinds = ['has', 'lacks', 'competitor'] as const;
const conditions: FitCondition[] = Array.from({ length: 10 }, (_, c) =>
  c < 7
    ? { kind: kinds[c % 3]!, technologies: Array.from({ length: 10 }, (_, k) => tech(c * 100 + k * 7)) }
    : c === 7
      ? { kind: 'size', sizes: ['51-200', '201-500'] }
      : c === 8
        ? { kind: 'country', countries: ['Germany', 'France'] }
        : { kind: 'industry', industries: ['Retail'] },
);
const inputs: FitInputs = {
  conditions,
  page: { technologies: Array.from({ length: 3_000 }, (_, i) => ({ name: `Technology ${i * 3}`, technology: i % 2 ? tech(i * 3) : null })), hidden: [] },
  technologies: { active_technologies: Array.from({ length: 1_000 }, (_, i) => tech(i * 5)) },
  company: { employees: '51-200', country: 'Germany', industry: 'Software Development' },
};

const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  fitVerdict(inputs);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(
  `fit verdict after the on-page result (10 conditions, 3,000 on-page rows, 1,000 cached technologies), ${RUNS} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (budget 50 ms)`,
);
