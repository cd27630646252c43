// The file injected into the clicked page (PAGE_CHECK_FILE), made at build time (wxt.config.ts):
// StackLens's page check (inspect-page.ts, assembled from its parts in page-check/) on its own rules (lib/local/rules), in a function so it
// defines no global and never overwrites the page's variables. The rules and their index are built here,
// once, not on each click. When the build gives it the header reading (lib/local/page-headers.ts's
// readDocumentHeaders, a self-contained function), the file reads the main document's headers from the
// browser's cache first and hands them to the check; without it, the check is told they are unavailable.
// The file's value is the check's promise: scripting.executeScript returns its findings. Imported by
// wxt.config.ts, so relative imports only.
import { runPageCheck } from './inspect-page';
import { pagePartsSource } from './page-check/parts';
import { compileRules, RULES } from './rules/index';
import { indexRules, pageRule } from './rules/page-index';
import type { CompiledRule } from './rules/types';

export interface WrapOptions {
  /**
   * The header reading (`readDocumentHeaders`: no argument, resolves to `{ state, headers }`), as a
   * function or its source; serialised into the file like the check's parts. Absent: `doc` is null.
   */
  readDocumentHeaders?: string | (() => Promise<unknown>);
}

/**
 * JSON text as a single-quoted JavaScript string: JSON's many `"` stay as they are (a double-quoted
 * literal escapes each one, a sixth of the file), only `\`, `'` and line terminators are escaped.
 */
export function quoted(json: string): string {
  return `'${json.replace(/[\\'\n\r\u2028\u2029]/g, (c) => (c === '\\' ? '\\\\' : c === "'" ? "\\'" : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))}'`;
}

export function wrapDetector(budgetMs: number, rules: CompiledRule[] = compileRules(RULES), options: WrapOptions = {}): string {
  const reader = options.readDocumentHeaders === undefined ? null : String(options.readDocumentHeaders);
  // The rules (what the check reads of them: pageRule) and their index as JSON strings: the page parses
  // them three times faster than the same object literals, and half the file is what it once carried.
  const args = `${JSON.stringify(budgetMs)}, JSON.parse(${quoted(JSON.stringify(rules.map(pageRule)))}), JSON.parse(${quoted(JSON.stringify(indexRules(rules)))})`;
  return [
    '// StackLens’s page check (lib/local/inspect-page.ts) on StackLens’s own rules (lib/local/rules), in a',
    '// function so it defines no global.',
    '(function () {',
    // The check's named parts (lib/local/page-check/parts.ts), each as its own source, and the check that runs them.
    `var parts = ${pagePartsSource()};`,
    `var check = ${runPageCheck.toString()};`,
    reader === null
      ? `return check(parts, ${args}, null);`
      : // A reading that fails or throws leaves the headers unavailable; the check runs all the same. An
        // async function, not the page's `Promise` (which the page may have replaced).
        `var read = ${reader};\nreturn (async function () {\n  var doc = null;\n  try {\n    doc = await read();\n  } catch (error) {\n    doc = null;\n  }\n  return check(parts, ${args}, doc);\n})();`,
    '})();',
    '',
  ].join('\n');
}
