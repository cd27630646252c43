// Runs one real corpus in the harness and prints its report: `npx tsx tests/corpus/run.ts [libraries|real]`
// (default: libraries). The real-pages corpus reads ../shared/corpus/real-pages (tests/corpus/captured-pages.ts).
import { realPagesCorpus } from './captured-pages';
import { type LabelledPage, report, runPages, score } from './harness';
import { libraryCorpus } from './libraries';

const which = process.argv[2] ?? 'libraries';
if (which !== 'libraries' && which !== 'real') {
  console.error('usage: npx tsx tests/corpus/run.ts [libraries|real]');
  process.exit(2);
}

let pages: LabelledPage[];
let name: string;
if (which === 'real') {
  const corpus = realPagesCorpus();
  pages = corpus.pages;
  name = 'real pages';
  if (corpus.unlabelled.length > 0) console.log(`unlabelled (not scored): ${corpus.unlabelled.length}`);
} else {
  const started = performance.now();
  pages = await libraryCorpus();
  name = 'real library builds';
  console.log(`built ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const runs = await runPages(pages);
console.log(report(score(name, pages, runs)));
