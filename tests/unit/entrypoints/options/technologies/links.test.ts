// Every link into the domain view (popup.html?domain=) carries ask=1, so opening it never spends a
// credit without a price on screen.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainViewHref } from '@/entrypoints/options/technologies/links';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('domain view links', () => {
  it('domainViewHref opens the popup page for the domain in ask-first mode', () => {
    const url = new URL(domainViewHref('münchen.de'));
    expect(url.pathname).toBe('/popup.html');
    expect(url.searchParams.get('domain')).toBe('münchen.de');
    expect(url.searchParams.get('ask')).toBe('1');
  });

  it('no other code builds a popup.html?domain= link by hand', () => {
    const root = path.resolve(__dirname, '../../../../..');
    const offenders = [...sources(path.join(root, 'entrypoints')), ...sources(path.join(root, 'components'))]
      .filter((file) => !file.endsWith(path.join('options', 'technologies', 'links.ts')))
      .filter((file) => /popup\.html\?domain=/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
