// One date style per sentence, in the reader's language (lib/display/format.ts): the days of a range or a
// chart summary are written alike ("2. Nov." never beside "01.12.2026"), French writes the first of a
// month "1er", and a moment ago is worded as a whole sentence.
import { describe, expect, it } from 'vitest';
import { formatsFor, isJustNow } from '@/lib/display/format';

const ZONE = 'America/Los_Angeles';
const LANGS = ['en-US', 'de', 'es', 'fr', 'ja'] as const;
const f = Object.fromEntries(LANGS.map((l) => [l, formatsFor(l, ZONE)])) as Record<(typeof LANGS)[number], ReturnType<typeof formatsFor>>;

/** Whether a written date names its month in words (letters) or writes it as a number. */
const namesMonth = (text: string) => /\p{L}{2,}/u.test(text.replace(/\b1er\b/, ''));

describe('days in one sentence', () => {
  it.each([
    // lang, start without year, end with year
    ['en-US', 'Nov 2', 'Dec 1, 2026'],
    ['de', '02.11.', '01.12.2026'],
    ['es', '2 nov', '1 dic 2026'],
    ['fr', '2 nov.', '1er déc. 2026'],
    ['ja', '11/02', '2026/12/01'],
  ] as const)('%s: "%s – %s"', (lang, start, end) => {
    expect(f[lang].sentenceDay('2026-11-02')).toBe(start);
    expect(f[lang].sentenceDay('2026-12-01', true)).toBe(end);
  });

  it("in every language, a range's two days either both name the month or both write it as a number", () => {
    for (const lang of LANGS) {
      const start = f[lang].sentenceDay('2026-11-02');
      const end = f[lang].sentenceDay('2026-12-01', true);
      expect(namesMonth(start), `${lang}: ${start} – ${end}`).toBe(namesMonth(end));
    }
  });

  it('the short day alone keeps its own style, and a day that is not one is shown as given', () => {
    expect(f.de.day('2026-11-02')).toBe('2. Nov.');
    expect(f.de.sentenceDay('2026-13-45')).toBe('2026-13-45');
  });
});

describe('French writes the first of the month as "1er"', () => {
  it.each([
    ['utcDate', '2026-12-01', '1er déc. 2026'],
    ['utcDate', '2026-12-11', '11 déc. 2026'],
    ['utcDate', '2026-12-21', '21 déc. 2026'],
    ['exactUtc', '2026-12-01T09:05:00Z', '1er déc. 2026, 09:05:00 UTC'],
  ] as const)('%s(%s) → %s', (name, value, text) => {
    expect(f.fr[name](value).replace(/\u202f|\u00a0/g, ' ')).toBe(text);
  });
  it('day and sentenceDay too, and no other language gets an ordinal', () => {
    expect(f.fr.day('2026-03-01')).toBe('1er mars');
    expect(f.fr.sentenceDay('2026-03-01', true)).toBe('1er mars 2026');
    expect(f['en-US'].utcDate('2026-12-01')).toBe('Dec 1, 2026');
    expect(f.es.utcDate('2026-12-01')).toBe('1 dic 2026');
  });
});

describe('just now', () => {
  const NOW = Date.UTC(2026, 11, 6, 12, 0, 0);
  it('is within 45 seconds either way, as relative() words it', () => {
    expect(isJustNow(NOW - 44_000, NOW)).toBe(true);
    expect(isJustNow(NOW + 10_000, NOW)).toBe(true);
    expect(isJustNow(NOW - 46_000, NOW)).toBe(false);
    expect(f['en-US'].relative(NOW - 44_000, NOW)).toBe('just now');
    expect(f['en-US'].relative(NOW - 46_000, NOW)).toBe('1 minute ago');
  });
});
