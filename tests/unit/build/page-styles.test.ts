// The popup's stylesheet (a 400 px body) stays the popup's and the side panel's: a page that loads it
// lays out in a 400 px column. Once the side panel shared the popup's view through one chunk, the options
// page loaded that chunk's CSS and showed every section squeezed into 200 px. Reads `.output` (build:e2e).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve('.output/chrome-mv3');

/** The stylesheets a built page links, as text. */
function pageStyles(page: string): string {
  const html = fs.readFileSync(path.join(DIR, page), 'utf8');
  const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  return hrefs.map((href) => fs.readFileSync(path.join(DIR, href), 'utf8')).join('\n');
}

/** popup.css's own rule: the popup's body is 400 px wide. */
const POPUP_BODY = /body\{[^}]*max-width:400px/;

describe('page stylesheets', () => {
  it('the popup and the side panel carry the popup’s 400 px body; the options page does not', () => {
    expect(pageStyles('popup.html')).toMatch(POPUP_BODY);
    expect(pageStyles('sidepanel.html')).toMatch(POPUP_BODY);
    expect(pageStyles('options.html')).not.toMatch(POPUP_BODY);
  });
});
