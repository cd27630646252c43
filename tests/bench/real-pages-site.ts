// The real captured pages (../shared/corpus/real-pages, read in place, never copied) served by the
// click bench (tests/bench/local.ts) under one test host: `/real/<page>` answers that page's HTML as
// captured, every other address a 404, so its third-party files fail as they would offline. The
// toolbar-test build may read that host (wxt.config.ts's TEST_HOSTS); a page's own address does not
// change what the click costs, only what it finds.
import fs from 'node:fs';
import path from 'node:path';

/** Where the captured pages are: STACKLENS_REAL_PAGES, else the shared folder beside the repository. */
export const REAL_PAGES_DIR = path.resolve(process.env.STACKLENS_REAL_PAGES ?? '../shared/corpus/real-pages');

/** The captured pages by path (`/real/<page>`), or an empty map when the folder is not there. */
export function realPages(): Map<string, string> {
  const pages = new Map<string, string>();
  if (!fs.existsSync(REAL_PAGES_DIR)) return pages;
  for (const name of fs.readdirSync(REAL_PAGES_DIR).sort()) {
    const file = path.join(REAL_PAGES_DIR, name, 'index.html');
    if (fs.existsSync(file)) pages.set(`/real/${name}`, fs.readFileSync(file, 'utf8'));
  }
  return pages;
}
