// From page findings to technologies: one per technology, its strongest version, every signal as evidence.
import { describe, expect, it } from 'vitest';
import { technologiesFrom } from '@/lib/local/findings';
import type { PageFindings } from '@/lib/local/inspect-page';
import { parseGenerator, technologyOfHost } from '@/lib/local/mapping';
import { restrictionOf } from '@/lib/local/restricted';

const findings = (over: Partial<PageFindings>): PageFindings => ({ libraries: [], generators: [], hosts: [], failedTests: 0, timedOut: 0, detectorLoaded: true, ...over });

describe('technologiesFrom', () => {
  it('merges every signal naming one technology and keeps the library’s own version first', () => {
    const techs = technologiesFrom(
      findings({
        libraries: [{ name: 'jQuery', version: '3.7.1' }, { name: 'jQuery (Fast path)', version: '3.7.1' }, { name: 'WordPress', version: null }],
        generators: ['WordPress 6.4.3'],
        hosts: ['code.jquery.com', 'www.googletagmanager.com', 'example.org'],
      }),
    );
    expect(techs.map((t) => [t.name, t.version, t.evidence.map((e) => e.kind)])).toEqual([
      ['Google Tag Manager', null, ['host']],
      ['jQuery', '3.7.1', ['library']],
      ['jQuery CDN', null, ['host']],
      ['WordPress', '6.4.3', ['library', 'generator']],
    ]);
  });

  it('keeps a second, different version as another version reported', () => {
    const [wp] = technologiesFrom(findings({ libraries: [{ name: 'WordPress', version: '6.5.0' }], generators: ['WordPress 6.4.3'] }));
    expect(wp).toMatchObject({ version: '6.5.0', otherVersions: ['6.4.3'] });
  });

  it('uses the catalog’s spelling for detector names it writes differently', () => {
    expect(technologiesFrom(findings({ libraries: [{ name: 'Vue', version: '3.4.0' }, { name: 'Lo-Dash', version: '4.17.21' }] })).map((t) => t.name)).toEqual(['Lodash', 'Vue.js']);
  });
});

describe('the mapping', () => {
  it('reads generator tags', () => {
    expect(parseGenerator('WordPress 6.4.3')).toEqual({ name: 'WordPress', version: '6.4.3' });
    expect(parseGenerator('Joomla! - Open Source Content Management')).toEqual({ name: 'Joomla', version: null });
    expect(parseGenerator('Hugo 0.121.1')).toEqual({ name: 'Hugo', version: '0.121.1' });
    expect(parseGenerator('MkDocs-1.5.3, mkdocs-material-9.5.2')).toEqual({ name: 'MkDocs', version: '1.5.3' });
    expect(parseGenerator('   ')).toBeNull();
  });

  it('matches a host and its subdomains, never a bare suffix', () => {
    expect(technologyOfHost('www.googletagmanager.com')).toBe('Google Tag Manager');
    expect(technologyOfHost('CDN.JSDELIVR.NET')).toBe('jsDelivr');
    expect(technologyOfHost('evil-googletagmanager.com')).toBeNull();
    expect(technologyOfHost('example.com')).toBeNull();
  });
});

describe('restrictionOf', () => {
  it('lets web pages through and names what the browser keeps from extensions', () => {
    expect(restrictionOf('https://example.com/')).toBeNull();
    expect(restrictionOf('http://shop.example.co.uk:8080/x')).toBeNull();
    expect(restrictionOf('chrome://settings')).toMatch(/its own pages/);
    expect(restrictionOf('https://chromewebstore.google.com/detail/x')).toMatch(/Chrome Web Store/);
    expect(restrictionOf('https://chrome.google.com/webstore/category/extensions')).toMatch(/Chrome Web Store/);
    expect(restrictionOf('https://chrome.google.com/search')).toBeNull();
    expect(restrictionOf('file:///home/me/a.html')).toMatch(/files on this computer/);
    expect(restrictionOf(null)).toMatch(/does not let StackLens read this tab/);
  });
});
