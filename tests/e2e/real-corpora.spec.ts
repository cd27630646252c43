// Both real corpora (tests/corpus), in the system Chromium: the real captured pages
// (../shared/corpus/real-pages, read in place, labelled by hand in tests/corpus/real-pages/labels) and
// the real library builds (tests/corpus/libraries.ts: published builds from the npm registry by file
// name, renamed and bundled, and negatives). Each page is served at its own address on loopback with
// nothing else answering, the page check the build makes runs on it, and its answer is scored against
// the labels. Below the thresholds (tests/corpus/harness.ts's THRESHOLDS: recall 95%, precision 99%,
// versions 95%) the test fails with the full report: every wrong or missing row with its cause. `npm run bench:local` prints the same reports.
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { REAL_PAGES_DIR, realPagesCorpus } from '../corpus/captured-pages';
import { type LabelledPage, report, runPages, score, THRESHOLDS } from '../corpus/harness';
import { libraryCorpus } from '../corpus/libraries';

test.describe.configure({ timeout: 600_000 });

async function holds(name: string, pages: LabelledPage[], floor: { precision: number; recall: number; versions: number }) {
  const s = score(name, pages, await runPages(pages));
  const text = report(s);
  console.log(text);
  expect(
    s.rows.filter((r) => r.kind === 'error'),
    text,
  ).toEqual([]);
  expect(s.precision, text).toBeGreaterThanOrEqual(floor.precision);
  expect(s.recall, text).toBeGreaterThanOrEqual(floor.recall);
  expect(s.versionAccuracy, text).toBeGreaterThanOrEqual(floor.versions);
}

test('real captured pages: recall, precision and versions at the thresholds', async () => {
  // The captured pages live outside this repository; a checkout without them has nothing to score.
  test.skip(!fs.existsSync(REAL_PAGES_DIR), `no captured pages at ${REAL_PAGES_DIR}`);
  const corpus = realPagesCorpus();
  expect(corpus.unlabelled, 'every captured page has its labels').toEqual([]);
  await holds('real captured pages', corpus.pages, THRESHOLDS);
});

test('real library builds: recall, precision and versions at the thresholds', async () => {
  await holds('real library builds', await libraryCorpus(), THRESHOLDS);
});
