// The longest text every match of a regex must contain, lowercase (the page's patterns are
// case-insensitive), or '' when it cannot be told: the page tests a `~regex` address pattern only on an
// address that contains it (a cheap `includes` instead of running ~200 patterns on every address).
// Conservative by construction: a part that is optional, repeated, a class, an escape it does not know,
// a lookaround or an alternation ends the run of literal text, and an alternation at the top gives ''.
// Built with the page index (page-index.ts), at build time. Relative imports only.

/** Escapes that stand for their own character (`\.`, `\/`, `\?`). */
const LITERAL_ESCAPES = new Set('\\/.?*+()[]{}|^$-=!:,#&~\'"`<>@%'.split(''));

/** The index after the `[...]` class starting at `i`. */
function skipClass(source: string, i: number): number {
  let j = i + 1;
  if (source[j] === '^') j++;
  for (; j < source.length; j++) {
    if (source[j] === '\\') j++;
    else if (source[j] === ']') return j + 1;
  }
  return source.length;
}

/** The index of the `)` closing the group opened at `i`. */
function groupEnd(source: string, i: number): number {
  let depth = 0;
  for (let j = i; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') j++;
    else if (c === '[') j = skipClass(source, j) - 1;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j;
  }
  return -1;
}

/** Whether `source` has a `|` outside every group and class. */
function hasTopAlternation(source: string): boolean {
  let depth = 0;
  for (let j = 0; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') j++;
    else if (c === '[') j = skipClass(source, j) - 1;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/** The quantifier at `i`: how far it reaches and whether the atom before it may be absent (or repeated). */
function quantifier(source: string, i: number): { end: number; optional: boolean; repeated: boolean } {
  const c = source[i];
  let end = i;
  let optional = false;
  let repeated = false;
  if (c === '?' || c === '*') {
    end = i + 1;
    optional = true;
    repeated = c === '*';
  } else if (c === '+') {
    end = i + 1;
    repeated = true;
  } else if (c === '{') {
    const m = /^\{(\d+)(,\d*)?\}/.exec(source.slice(i));
    if (m) {
      end = i + m[0].length;
      optional = Number(m[1]) === 0;
      repeated = m[2] !== undefined || Number(m[1]) > 1;
    }
  }
  if (end > i && source[end] === '?') end++; // lazy
  return { end, optional, repeated };
}

/** The required literal runs of a sequence (no top-level `|`), in order: each is text every match contains. */
function runs(source: string): string[] {
  const found: string[] = [];
  let run = '';
  const close = () => {
    if (run) found.push(run);
    run = '';
  };
  for (let i = 0; i < source.length;) {
    const c = source[i]!;
    let literal: string | null = null;
    let inner: string[] = [];
    let next = i + 1;
    if (c === '\\') {
      const e = source[i + 1] ?? '';
      if (LITERAL_ESCAPES.has(e)) literal = e;
      else if (e === 'u' && /^[0-9a-f]{4}$/i.test(source.slice(i + 2, i + 6))) next = i + 6;
      else if (e === 'x' && /^[0-9a-f]{2}$/i.test(source.slice(i + 2, i + 4))) next = i + 4;
      else if (e === 'c') next = i + 3;
      else if (e === 'k' && source[i + 2] === '<') next = source.indexOf('>', i) + 1 || source.length;
      else if (/\d/.test(e)) {
        next = i + 2;
        while (/\d/.test(source[next] ?? '')) next++;
      }
      if (next === i + 1) next = i + 2;
    } else if (c === '[') next = skipClass(source, i);
    else if (c === '(') {
      const end = groupEnd(source, i);
      if (end < 0) return [];
      next = end + 1;
      const body = source.slice(i + 1, end);
      // Lookarounds assert without consuming (a negative one holds when its text is absent): nothing to require.
      if (/^\?(?:[=!]|<[=!])/.test(body)) inner = [];
      else {
        const content = body.startsWith('?:') ? body.slice(2) : /^\?<[^>]*>/.test(body) ? body.slice(body.indexOf('>') + 1) : body;
        if (!hasTopAlternation(content)) {
          inner = runs(content);
          // A group that is one run of text and nothing else joins the text around it.
          if (inner.length === 1 && inner[0] === plain(content)) literal = inner[0]!;
        }
      }
    } else if (c === '.' || c === '^' || c === '$' || c === '|' || c === ')') literal = null;
    else if (c === '?' || c === '*' || c === '+' || c === '{') literal = null;
    else literal = c.toLowerCase();
    const q = quantifier(source, next);
    if (q.optional) {
      close();
      i = q.end;
      continue;
    }
    if (literal !== null && !q.repeated) {
      run += literal.toLowerCase();
    } else {
      if (literal !== null) run += literal.toLowerCase();
      close();
      found.push(...inner.filter((r) => r !== literal));
    }
    i = q.end > next ? q.end : next;
  }
  close();
  return found;
}

/** The text a source of literal characters only stands for (lowercase), or null when it has anything else. */
function plain(source: string): string | null {
  let text = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const e = source[++i] ?? '';
      if (!LITERAL_ESCAPES.has(e)) return null;
      text += e;
    } else if ('.^$|()[]{}?*+'.includes(c)) return null;
    else text += c;
  }
  return text.toLowerCase();
}

/** The longest text (lowercase) every match of `source` (flag `i`) contains, or ''. */
export function requiredLiteral(source: string): string {
  if (hasTopAlternation(source)) return '';
  let best = '';
  for (const run of runs(source)) if (run.length > best.length) best = run;
  return best;
}
