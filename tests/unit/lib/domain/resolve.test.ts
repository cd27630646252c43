import { describe, expect, it } from 'vitest';
import { normalizeDomains, resolveTarget } from '@/lib/domain/resolve';

describe('resolveTarget', () => {
  it.each([
    ['https://shop.example.co.uk/cart?x=1', { domain: 'example.co.uk', display: 'example.co.uk', hostname: 'shop.example.co.uk', subdomain: 'shop' }],
    ['www.example.com', { domain: 'example.com', subdomain: null }],
    ['Example.COM', { domain: 'example.com', subdomain: null }],
    ['http://a.b.example.com:8080/', { domain: 'example.com', subdomain: 'a.b' }],
    ['münchen.de', { domain: 'xn--mnchen-3ya.de', display: 'münchen.de' }],
    ['https://xn--mnchen-3ya.de/', { domain: 'xn--mnchen-3ya.de', display: 'münchen.de' }],
    ['https://blog.bücher.example.de', { domain: 'example.de', subdomain: 'blog.bücher' }],
    ['  stacklens-fixture.co.uk  ', { domain: 'stacklens-fixture.co.uk' }],
    // A space in the path is the page's business, not the host's.
    ['https://example.com/a page', { domain: 'example.com' }],
  ])('%s → %o', (input, expected) => {
    expect(resolveTarget(input)).toMatchObject({ ok: true, ...expected });
  });

  it.each([
    ['chrome://extensions', 'browser_page'],
    ['chrome-extension://abc/popup.html', 'browser_page'],
    ['about:blank', 'browser_page'],
    ['moz-extension://x/options.html', 'browser_page'],
    ['file:///home/me/index.html', 'file'],
    ['http://192.168.1.10/admin', 'ip'],
    ['http://[::1]:3000/', 'ip'],
    ['http://localhost:5173/', 'localhost'],
    ['http://app.localhost/', 'localhost'],
    ['http://intranet/wiki', 'no_suffix'],
    ['http://wiki.corp/', 'no_suffix'],
    ['', 'empty'],
    ['not a domain!', 'invalid'],
    ['ftp://example.com/file', 'browser_page'],
  ])('%s is not a public site (%s)', (input, reason) => {
    const target = resolveTarget(input);
    expect(target).toMatchObject({ ok: false, reason });
    expect(target.ok ? '' : target.message.length).toBeGreaterThan(20);
  });

  // A typed input that is refused says what is wrong with it and what is allowed instead.
  it.each([
    ['http://192.168.1.10/admin', 'IP address'],
    ['http://localhost:5173/', 'localhost'],
    ['intranet', 'no public suffix'],
    ['ftp://example.com/file', 'not a web page'],
    ['shop!.com', 'not a domain or URL'],
  ])('%s: the message names the problem (%s) and a domain to enter instead', (input, problem) => {
    const target = resolveTarget(input);
    expect(target.ok ? '' : target.message).toContain(problem);
    expect(target.ok ? '' : target.message).toMatch(
      /Enter (a|the site’s) (public )?domain( name)?, such as example\.com|Enter a (public )?domain such as example\.com/,
    );
  });

  // Chromium's URL parser keeps such hosts, percent-encoded: the reason must be the input's, as typed.
  it.each(['not a domain', 'https://not a domain/x', 'a%20b.com', 'shop<1>.com'])('%s is refused as not a domain, quoted as typed', (input) => {
    const target = resolveTarget(input);
    expect(target).toMatchObject({ ok: false, reason: 'invalid', message: `“${input}”: not a domain or URL. Enter a domain such as example.com.` });
  });

  // One validator, one wording: what a list of refused lines says beside each line (no echo of the input).
  it.each([
    [`${'a'.repeat(71)}.com`, 'label_too_long', 'a label is longer than 63 characters'],
    [`shop.${'b'.repeat(64)}.co.uk`, 'label_too_long', 'a label is longer than 63 characters'],
    ['foo..bar', 'empty_label', 'empty part between dots'],
    ['https://a..example.com/path', 'empty_label', 'empty part between dots'],
    ['.example.com', 'empty_label', 'empty part between dots'],
    ['-shop.example.com', 'hyphen', 'a label starts or ends with a hyphen'],
    ['shop-.example.com', 'hyphen', 'a label starts or ends with a hyphen'],
    [`${'a.'.repeat(127)}com`, 'too_long', 'longer than the 253 characters a domain name may have'],
    ['not a domain!', 'invalid', 'not a domain or URL'],
    ['shop!.com', 'invalid', 'not a domain or URL'],
    ['192.168.1.10', 'ip', 'an IP address, not a domain name'],
    ['intranet', 'no_suffix', 'no public suffix such as .com or .co.uk'],
    ['app.localhost', 'localhost', 'a name on your own computer (localhost)'],
    ['file:///C:/x.html', 'file', 'a file on your computer, not a website'],
    ['chrome://settings', 'browser_page', 'a browser or extension page, not a website'],
  ])('%s: %s, “%s”', (input, reason, problem) => {
    const target = resolveTarget(input);
    expect(target).toMatchObject({ ok: false, reason, problem });
    expect(target.ok ? '' : target.problem).not.toContain(input);
  });

  it.each(['a-b.example.com', 'xn--bcher-kva.de', `${'a'.repeat(63)}.com`, 'under_score.example.com'])('%s is a domain', (input) => {
    expect(resolveTarget(input).ok).toBe(true);
  });
});

describe('normalizeDomains', () => {
  it('turns URLs, www. names and IDNs into unique registrable domains, and says why the rest were refused', () => {
    const result = normalizeDomains([
      'https://www.Example.com/x',
      'example.com',
      'shop.example.co.uk',
      'münchen.de',
      '',
      '10.0.0.1',
      'intranet',
      'EXAMPLE.COM',
    ]);
    expect(result.domains).toEqual(['example.com', 'example.co.uk', 'xn--mnchen-3ya.de']);
    expect(result.duplicates).toBe(2);
    expect(result.rejected.map((r) => r.input)).toEqual(['10.0.0.1', 'intranet']);
    expect(result.rejected[0]!.reason).toMatch(/IP address/);
  });
});
