// The text the page needs in an address before it runs a `~regex` pattern (required-literal.ts): every
// match contains it, or the prefilter would hide a technology the address names.
import { describe, expect, it } from 'vitest';
import { RULES } from '@/lib/local/rules';
import { requiredLiteral } from '@/lib/local/rules/required-literal';
import { regexSample } from './rule-probes';

describe('requiredLiteral', () => {
  it.each([
    // The rules' own shapes.
    ["^www\\.googletagmanager\\.com/gtag/js\\?(?:[^#]*&)?id='?(?:G|UA)-", 'www.googletagmanager.com/gtag/js?'],
    ['/(?:jquery)(?:-\\d+(?:\\.\\d+)*|-latest)?(?:\\.slim)?(?:\\.min)?\\.(?:js)$', '/jquery'],
    ['/misc/(?:ajax|progress|autocomplete)\\.js\\?v=\\d+\\.\\d+', '/misc/'],
    ['/ltkJS\\.js$', '/ltkjs.js'],
    ['^[a-z0-9]+-wpengine\\.netdna-ssl\\.com/', '-wpengine.netdna-ssl.com/'],
    // What is optional or repeated ends the run; what is repeated is there at least once.
    ['colou?r', 'colo'],
    ['ab+cd', 'ab'],
    ['x{0,3}yz', 'yz'],
    ['a{2}bc', 'bc'],
    ['(?:foo)*bar', 'bar'],
    // Classes, escapes it does not treat as text, lookarounds.
    ['[abc]def\\dgh', 'def'],
    ['\\u0041bcd', 'bcd'],
    ['\\x41bcd', 'bcd'],
    ['(?!foo)barbaz', 'barbaz'],
    ['(?<=x)abc', 'abc'],
    ['\\bword\\b', 'word'],
    // A group of plain text joins the text around it; any other group gives its own runs.
    ['(foo)bar', 'foobar'],
    ['(?<n>abc)d', 'abcd'],
    ['(?:long(?:x)?tail)end', 'long'],
    // An alternation at the top: nothing is required.
    ['abc|def', ''],
    ['\\d+', ''],
  ])('%s needs %j', (source, needs) => {
    expect(requiredLiteral(source)).toBe(needs);
  });

  it('is in every address the rules’ own examples of their `~` patterns give, in any case', () => {
    let checked = 0;
    for (const rule of RULES) {
      for (const url of rule.urls ?? []) {
        if (!url.startsWith('~')) continue;
        const source = url.slice(1);
        const example = regexSample(source);
        if (example === null) continue;
        expect(new RegExp(source, 'i').test(example), `${rule.name}: ${source} matches ${example}`).toBe(true);
        for (const text of [example, example.toUpperCase()]) {
          if (!new RegExp(source, 'i').test(text)) continue;
          expect(text.toLowerCase(), `${rule.name}: ${source}`).toContain(requiredLiteral(source));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('gives most of the rules’ patterns a text to look for', () => {
    const sources = RULES.flatMap((r) => (r.urls ?? []).filter((u) => u.startsWith('~')).map((u) => u.slice(1)));
    const without = sources.filter((s) => requiredLiteral(s).length < 3);
    expect(without.length / sources.length).toBeLessThan(0.1);
  });
});
