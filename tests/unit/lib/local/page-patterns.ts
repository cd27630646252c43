// Every regular expression the page check runs on what a page shows: each rule's patterns, with the flags
// lib/local/inspect-page.ts gives them, and the regex literals in the page check itself (inspect-page.ts
// and its parts, lib/local/page-check/). Read by
// rules.test.ts (each parses) and rules-redos.test.ts (each is linear).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Rule } from '@/lib/local/rules';

export interface PagePattern {
  /** Where it is written, for a failure message: the rule and field, or the file. */
  where: string;
  source: string;
  flags: string;
}

const LOCAL = path.resolve(import.meta.dirname, '../../../../lib/local');
/** The page check's source files: inspect-page.ts and the parts the injected file is assembled from. */
const PAGE_CHECK_FILES = [
  path.join(LOCAL, 'inspect-page.ts'),
  ...fs
    .readdirSync(path.join(LOCAL, 'page-check'))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => path.join(LOCAL, 'page-check', name)),
];

/** A rule's patterns as the page compiles them: `urlVersion` as written, the others (generator, `~` URLs, `meta=`, `headers` `name=`) case-insensitive. */
export function rulePatterns(rules: readonly Rule[]): PagePattern[] {
  const found: PagePattern[] = [];
  for (const r of rules) {
    if (r.urlVersion) found.push({ where: `${r.name} urlVersion`, source: r.urlVersion, flags: '' });
    if (r.generator) found.push({ where: `${r.name} generator`, source: r.generator, flags: 'i' });
    for (const url of r.urls ?? []) if (url.startsWith('~')) found.push({ where: `${r.name} urls`, source: url.slice(1), flags: 'i' });
    for (const meta of r.meta ?? []) {
      const eq = meta.indexOf('=');
      if (eq >= 0) found.push({ where: `${r.name} meta`, source: meta.slice(eq + 1), flags: 'i' });
    }
    for (const header of r.headers ?? []) {
      const eq = header.indexOf('=');
      if (eq >= 0) found.push({ where: `${r.name} headers`, source: header.slice(eq + 1), flags: 'i' });
    }
  }
  return found;
}

/** The regex literals written in the page check's files (its own parsing of addresses and versions). */
export function inspectPagePatterns(files = PAGE_CHECK_FILES): PagePattern[] {
  return files.flatMap((file) => regexLiterals(file));
}

function regexLiterals(file: string): PagePattern[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: PagePattern[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.text;
      const end = text.lastIndexOf('/');
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ where: `${path.basename(file)}:${line}`, source: text.slice(1, end), flags: text.slice(end + 1).replace(/[gy]/g, '') });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * What a pattern asks for, as text: its literal characters in order, and (with `classes`) one character
 * of each class or escape it names (`\d` → 1, `[?&]` → ?). Repeated, it is the input that makes a
 * pattern that re-scans from every occurrence of its literals take quadratic time.
 */
export function patternText(source: string, classes: boolean): string {
  const shorthand: Record<string, string> = { d: '1', w: 'a', s: ' ', D: 'a', W: '-', S: 'a' };
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[++i] ?? '';
      if (next in shorthand) {
        if (classes) out += shorthand[next];
      } else if (!/[bBu0-9]/.test(next)) out += next;
    } else if (c === '[') {
      let member = '';
      let j = i + 1;
      if (source[j] === '^') j++;
      for (; j < source.length && source[j] !== ']'; j++) {
        const escaped = source[j] === '\\';
        if (escaped) j++;
        if (!member) member = (escaped ? shorthand[source[j]!] : undefined) ?? source[j] ?? '';
      }
      if (classes && source[i + 1] !== '^') out += member;
      i = j;
    } else if (c === '{') {
      i = source.indexOf('}', i);
      if (i < 0) break;
    } else if (c === '(' && source[i + 1] === '?') {
      // (?:, (?=, (?!, (?<=, (?<! and (?<name>: their syntax is not text.
      if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') i = source.indexOf('>', i);
      else i += source[i + 2] === '<' ? 3 : 2;
    } else if (!'()|*+?^$'.includes(c)) {
      out += c === '.' ? (classes ? 'a' : '') : c;
    }
  }
  return out;
}
