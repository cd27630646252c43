// Guard: numbers and dates are written only by lib/display/format.ts, in the browser's locale. No other
// file names a locale ('en-US', 'en') or builds its own Intl number/date/relative formatter, so a German
// browser never sees "1,234" beside "1.234".
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../source-files';

const MODULE = 'lib/display/format.ts';
const RULES: readonly [string, RegExp][] = [
  ['a locale written out', /['"`][a-z]{2,3}-[A-Z]{2}['"`]|(Intl\.\w+|toLocale\w*String)\(\s*['"`]/g],
  ['its own Intl formatter', /new Intl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat)\b/g],
  ['a locale-dependent Date method', /\.toLocale(Date|Time)?String\(/g],
];

describe('one formatting module', () => {
  it(`no file of lib, components or entrypoints outside ${MODULE} names a locale or formats on its own`, () => {
    const offenders: string[] = [];
    for (const file of [...sourceFiles('lib'), ...sourceFiles('components'), ...sourceFiles('entrypoints')]) {
      if (file === MODULE) continue;
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const [what, re] of RULES) for (const m of code.matchAll(re)) offenders.push(`${file}: ${what}: ${m[0]}`);
    }
    expect(offenders).toEqual([]);
  });

  it('finds what it guards against (the rules match the forms they name)', () => {
    const samples = ["n.toLocaleString('en-US')", "new Intl.NumberFormat('en-US')", "d.toLocaleDateString('en-US', { year: 'numeric' })", 'd.toLocaleString()'];
    for (const sample of samples)
      expect(
        RULES.some(([, re]) => new RegExp(re.source).test(sample)),
        sample,
      ).toBe(true);
  });
});
