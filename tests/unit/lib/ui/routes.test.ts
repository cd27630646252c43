// Every extension URL is built and read by lib/ui/routes.ts: each builder's address is read back by
// its parser, the domain view never spends without a price on screen (ask=1), and no other code
// spells an extension URL by hand.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles as sources } from '../../source-files';
import {
  audienceHash,
  audienceIdFromHash,
  compareHash,
  compareSitesFromHash,
  domainViewUrl,
  explorerHash,
  leadListHash,
  leadListIdFromHash,
  optionsUrl,
  prefillFromHash,
  sectionFromHash,
  settingsUrl,
  technologyHash,
  technologyIdFromHash,
} from '@/lib/ui/routes';

describe('options page routes', () => {
  it('opens the section a hash names, deep links included, and Credits & usage for no hash or an unknown one', () => {
    expect(sectionFromHash('#lead-lists/ll_1')).toBe('lead-lists');
    expect(sectionFromHash('#signals/explore?type=churn')).toBe('signals');
    expect(sectionFromHash('#settings')).toBe('settings');
    expect(sectionFromHash('')).toBe('credits');
    expect(sectionFromHash('#nope')).toBe('credits');
  });

  it('reads back every deep link it builds, ids with any characters included', () => {
    expect(technologyIdFromHash(technologyHash(705))).toBe(705);
    expect(leadListIdFromHash(leadListHash('ll 7/x'))).toBe('ll 7/x');
    expect(audienceIdFromHash(audienceHash('a/b c'))).toBe('a/b c');
    expect(prefillFromHash(explorerHash('churn', { id: 12, name: 'Node.js & Co' }))).toEqual({ type: 'churn', technology: { id: 12, name: 'Node.js & Co' } });
    expect(compareSitesFromHash(compareHash(['a.com', 'xn--mnchen-3ya.de', 'b.co.uk']))).toEqual(['a.com', 'xn--mnchen-3ya.de', 'b.co.uk']);
    expect(sectionFromHash(compareHash(['a.com']))).toBe('compare');
  });

  it('reopens a comparison of at most five sites, each once', () => {
    expect(compareSitesFromHash('#compare?sites=A.com,a.com,,b.com,c.com,d.com,e.com,f.com')).toEqual(['a.com', 'b.com', 'c.com', 'd.com', 'e.com']);
    expect(compareSitesFromHash('#compare')).toEqual([]);
    expect(compareSitesFromHash('#companies?sites=a.com')).toEqual([]);
  });

  it('still opens the addresses of earlier versions (#leadlists, in bookmarks and notifications already shown)', () => {
    expect(sectionFromHash('#leadlists')).toBe('lead-lists');
    expect(sectionFromHash('#leadlists/ll_1')).toBe('lead-lists');
    expect(leadListIdFromHash('#leadlists/ll_1')).toBe('ll_1');
  });

  it('refuses what is not its own route', () => {
    expect(technologyIdFromHash('#technologies/0')).toBeNull();
    expect(technologyIdFromHash('#technologies/abc')).toBeNull();
    expect(leadListIdFromHash('#lead-lists')).toBeNull();
    expect(leadListIdFromHash('#lead-lists/')).toBeNull();
    expect(leadListIdFromHash('#technologies/12')).toBeNull();
    expect(audienceIdFromHash('#audiences/%E0%A4%A')).toBeNull();
    expect(prefillFromHash('#signals/explore?type=nope&technology=-3')).toEqual({ type: 'adoption', technology: null });
    expect(prefillFromHash('#signals/explore?technology=7')).toEqual({ type: 'adoption', technology: { id: 7, name: 'Technology #7' } });
    expect(prefillFromHash('#signals')).toBeNull();
  });

  it('builds absolute extension URLs for new tabs and notifications', () => {
    expect(new URL(settingsUrl()).pathname).toBe('/options.html');
    expect(new URL(settingsUrl()).hash).toBe('#settings');
    expect(new URL(optionsUrl(leadListHash('ll_1'))).hash).toBe('#lead-lists/ll_1');
  });

  it('opens the domain view (the popup page in a tab) in ask-first mode', () => {
    const url = new URL(domainViewUrl('münchen.de'));
    expect(url.pathname).toBe('/popup.html');
    expect(url.searchParams.get('domain')).toBe('münchen.de');
    expect(url.searchParams.get('ask')).toBe('1');
  });
});

describe('one routes module', () => {
  it('no other code spells an extension URL or a deep-link hash by hand, or listens to hashchange itself', () => {
    const root = path.resolve(__dirname, '../../../..');
    const pattern =
      /popup\.html\?|options\.html#|['"`]#(?:settings|technologies\/|lead-?lists\/|audiences\/|signals\/explore)|addEventListener\(\s*['"]hashchange/;
    const offenders = [...sources(path.join(root, 'entrypoints')), ...sources(path.join(root, 'components')), ...sources(path.join(root, 'lib'))]
      .filter((file) => !file.endsWith(path.join('lib', 'ui', 'routes.ts')) && !file.endsWith(path.join('lib', 'ui', 'use-hash-route.ts')))
      .filter((file) =>
        pattern.test(
          fs
            .readFileSync(file, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/(^|[^:])\/\/.*$/gm, '$1'),
        ),
      );
    expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
  });
});
