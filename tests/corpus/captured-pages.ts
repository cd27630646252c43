// The real-pages corpus: pages captured from real sites by public projects (../shared/corpus/real-pages,
// read in place, never copied; SOURCES.md names each page's repository, commit and licence), each served
// at its own address as captured, with the labels written by hand in this repository
// (tests/corpus/real-pages/labels/<page>.json: what the page shows offline, with the evidence, written
// before the detector ran), plus negatives of our own (tests/corpus/real-pages/negatives/<page>.html
// beside <page>.json): prose, code samples, resource hints and markers that are not the product.
import fs from 'node:fs';
import path from 'node:path';
import type { Label, LabelledPage, NotShown } from './harness';

const REPO = path.resolve(import.meta.dirname, '../..');

/** Where the captured pages are: STACKLENS_REAL_PAGES, else the shared folder beside the repository. */
export const REAL_PAGES_DIR = path.resolve(REPO, process.env.STACKLENS_REAL_PAGES ?? '../shared/corpus/real-pages');
/** Where their labels are: STACKLENS_REAL_LABELS, else this repository's. */
export const REAL_LABELS_DIR = path.resolve(REPO, process.env.STACKLENS_REAL_LABELS ?? 'tests/corpus/real-pages/labels');
export const NEGATIVES_DIR = path.join(REPO, 'tests/corpus/real-pages/negatives');

interface LabelFile {
  page: string;
  url: string;
  technologies: Label[];
  notShown?: NotShown[];
}

/**
 * The page's address from its label's `url` (SOURCES.md's): the address itself, without the note after
 * it ("https://www.jumbo.com/ (exact URL not stated)": the host given, at its root).
 */
export function labelAddress(url: string): string {
  const first = url.trim().split(/\s+/)[0]!;
  return new URL(first).href;
}

function readLabel(file: string): LabelFile {
  const label = JSON.parse(fs.readFileSync(file, 'utf8')) as LabelFile;
  if (!label.url || !Array.isArray(label.technologies)) throw new Error(`${file}: not a label file (url, technologies)`);
  return label;
}

export interface RealCorpus {
  pages: LabelledPage[];
  /** Captured pages with no label file yet (not scored). */
  unlabelled: string[];
  dir: string;
}

/** The captured pages that have labels, and our negatives; empty when the shared folder is not there. */
export function realPagesCorpus(): RealCorpus {
  const pages: LabelledPage[] = [];
  const unlabelled: string[] = [];
  if (fs.existsSync(REAL_PAGES_DIR)) {
    for (const name of fs.readdirSync(REAL_PAGES_DIR).sort()) {
      const html = path.join(REAL_PAGES_DIR, name, 'index.html');
      if (!fs.existsSync(html)) continue;
      const labelFile = path.join(REAL_LABELS_DIR, `${name}.json`);
      if (!fs.existsSync(labelFile)) {
        unlabelled.push(name);
        continue;
      }
      const label = readLabel(labelFile);
      pages.push({ id: name, url: labelAddress(label.url), html: fs.readFileSync(html), technologies: label.technologies, notShown: label.notShown });
    }
  }
  for (const file of fs.readdirSync(NEGATIVES_DIR).sort()) {
    if (!file.endsWith('.json')) continue;
    const name = file.slice(0, -'.json'.length);
    const label = readLabel(path.join(NEGATIVES_DIR, file));
    pages.push({
      id: `negative/${name}`,
      url: labelAddress(label.url),
      html: fs.readFileSync(path.join(NEGATIVES_DIR, `${name}.html`)),
      technologies: label.technologies,
      notShown: label.notShown,
    });
  }
  return { pages, unlabelled, dir: REAL_PAGES_DIR };
}
