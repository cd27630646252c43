// A text a rule's pattern matches, built from the pattern itself (its first alternative, each repeated
// part once, one character of each class), so the precision harness (rule-probes.ts) can put a rule's
// `~` address, generator tag or `meta=` content on a page without an example written by hand. Rules'
// patterns have no lookaround or backreference (rules-redos.test.ts refuses them); a pattern this cannot
// sample gives null, and its example is then written in rule-probe-examples.ts.

/** Characters tried, in order, for a class (`[a-z]`, `[^/]`, `\w`). */
const CANDIDATES = ['a', '1', 'x', 'A', '-', '.', '_', '/', ' ', ':', '='];

const ESCAPES: Record<string, string> = { d: '1', w: 'a', s: ' ', D: 'x', W: '-', S: 'x', b: '', B: '', n: '\n', t: '\t', r: '\r' };

/** A text `source` matches (tested with `flags`), or null. */
export function sampleMatch(source: string, flags = ''): string | null {
  let i = 0;
  const sample = (): string => {
    const first = sequence();
    while (source[i] === '|') {
      i++;
      sequence();
    }
    return first;
  };
  const sequence = (): string => {
    let out = '';
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      let part = atom();
      const q = source[i];
      const counted = /^\{(\d+)(?:,\d*)?\}/.exec(source.slice(i));
      if (q === '*' || q === '+' || q === '?') i++;
      else if (counted) {
        i += counted[0].length;
        part = part.repeat(Math.max(1, Number(counted[1])));
      }
      if ((q === '*' || q === '+' || q === '?' || counted) && source[i] === '?') i++;
      out += part;
    }
    return out;
  };
  const atom = (): string => {
    const c = source[i++]!;
    if (c === '(') {
      if (source[i] === '?') {
        if (source[i + 1] === ':') i += 2;
        else if (source[i + 1] === '<' && source[i + 2] !== '=' && source[i + 2] !== '!') i = source.indexOf('>', i) + 1;
        else throw new Error('lookaround');
      }
      const inner = sample();
      i++;
      return inner;
    }
    if (c === '[') {
      let end = i;
      if (source[end] === '^') end++;
      for (; end < source.length && source[end] !== ']'; end++) if (source[end] === '\\') end++;
      const body = source.slice(i, end);
      i = end + 1;
      const cls = new RegExp(`[${body}]`, flags.replace(/[gy]/g, ''));
      const first = body.startsWith('\\') ? (ESCAPES[body[1]!] ?? body[1]) : body.startsWith('^') ? undefined : body[0];
      const pick = [first, ...CANDIDATES].find((ch) => ch !== undefined && ch.length === 1 && cls.test(ch));
      if (pick === undefined) throw new Error('class');
      return pick;
    }
    if (c === '\\') {
      const e = source[i++]!;
      if (e === 'u' && /^[0-9a-fA-F]{4}/.test(source.slice(i))) {
        i += 4;
        return String.fromCharCode(parseInt(source.slice(i - 4, i), 16));
      }
      return e in ESCAPES ? ESCAPES[e]! : e;
    }
    if (c === '^' || c === '$') return '';
    if (c === '.') return 'x';
    return c;
  };
  try {
    const text = sample();
    return i >= source.length && new RegExp(source, flags).test(text) ? text : null;
  } catch {
    return null;
  }
}
