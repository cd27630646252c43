// The file injected into the clicked page, made at build time (wxt.config.ts): js-library-detector's
// file, unchanged, wrapped in a function so its declarations (UNKNOWN_VERSION, _createTimeoutHelper,
// the tests object) stay local and never overwrite the page's variables, followed by inspectPage run on
// its tests and on StackLens's own rules (lib/local/rules). The file's value is inspectPage's promise:
// scripting.executeScript returns its findings. Imported by wxt.config.ts, so relative imports only.
import { DETECTOR_GLOBAL, inspectPage } from './inspect-page';
import { compileRules, RULES } from './rules/index';
import { indexRules } from './rules/page-index';
import type { CompiledRule } from './rules/types';

export function wrapDetector(library: string, budgetMs: number, rules: CompiledRule[] = compileRules(RULES)): string {
  return [
    '// js-library-detector (MIT, https://github.com/johnmichel/Library-Detector-for-Chrome), unchanged, in a',
    '// function so it defines no global; then StackLens’s page check (lib/local/inspect-page.ts) on its tests',
    '// and on StackLens’s own rules (lib/local/rules).',
    '(function () {',
    library,
    ';',
    // The rules and their index (built here, once, not on each click) as JSON strings: the page parses
    // them three times faster than the same object literals.
    `return (${inspectPage.toString()})(typeof ${DETECTOR_GLOBAL} === 'object' ? ${DETECTOR_GLOBAL} : null, ${JSON.stringify(budgetMs)}, JSON.parse(${JSON.stringify(JSON.stringify(rules))}), JSON.parse(${JSON.stringify(JSON.stringify(indexRules(rules)))}));`,
    '})();',
    '',
  ].join('\n');
}
