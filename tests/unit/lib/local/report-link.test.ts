// "Not right?"'s report as a link to the build's destination: the issue form's title and body, or an
// email's subject and body, URL-encoded, never longer than a mail program takes.
import { describe, expect, it } from 'vitest';
import { REPORT_LINK_MAX, reportLink, SHORTENED_NOTE } from '@/lib/local/report-link';

const BODY = 'StackLens on-page detection: not right?\n\nTechnology: Shopify 2.0\nEvidence:\n- script: cdn.shopify.com/s/x.js?a=1&b=2#h';

describe('reportLink', () => {
  it('fills in an issue form’s title and body, encoded', () => {
    const link = reportLink('https://github.com/acme/stacklens/issues/new', 'Shopify not right', BODY)!;
    expect(link.shortened).toBe(false);
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://github.com/acme/stacklens/issues/new');
    expect(url.searchParams.get('title')).toBe('Shopify not right');
    expect(url.searchParams.get('body')).toBe(BODY);
  });

  it('fills in an email’s subject and body, every & ? # and line break encoded', () => {
    const link = reportLink('mailto:reports@acme.example', 'Shopify not right', BODY)!;
    expect(link.href.startsWith('mailto:reports@acme.example?subject=Shopify%20not%20right&body=')).toBe(true);
    expect(link.href).not.toMatch(/[\n#]|&b=2/);
    expect(decodeURIComponent(link.href.split('&body=')[1]!)).toBe(BODY);
  });

  it('shortens a long report at a line to fit the limit, saying so; a build without a destination gives no link', () => {
    const long = `${BODY}\n${Array.from({ length: 200 }, (_, i) => `- text: evidence line ${i} ${'x'.repeat(20)}`).join('\n')}`;
    for (const to of ['mailto:reports@acme.example', 'https://forms.example/new?template=bug.yml']) {
      const link = reportLink(to, 'Shopify not right', long)!;
      expect(link.shortened).toBe(true);
      expect(link.href.length).toBeLessThanOrEqual(REPORT_LINK_MAX);
      const body = to.startsWith('mailto:') ? decodeURIComponent(link.href.split('&body=')[1]!) : new URL(link.href).searchParams.get('body')!;
      expect(body.startsWith(`${BODY}\n- text: evidence line 0`)).toBe(true);
      expect(body.endsWith(`\n${SHORTENED_NOTE}`)).toBe(true);
    }
    expect(new URL(reportLink('https://forms.example/new?template=bug.yml', 't', 'b')!.href).searchParams.get('template')).toBe('bug.yml');
    expect(reportLink('', 'Shopify not right', BODY)).toBeNull();
  });
});
