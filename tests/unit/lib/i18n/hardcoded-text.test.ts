// Guard: in the pages and components, no user-visible text is written in the code: no
// JSX text with letters, no string literal with letters as JSX text or as an aria-label, title,
// placeholder, alt or label attribute. Such text comes from t()/tn() (lib/i18n), in every page and
// component: all of components/ and entrypoints/.
import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../source-files';

/** The folders whose user-visible text all comes from the catalogs: every page and component. */
const CONVERTED: string[] = ['components', 'entrypoints'];

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** Brand names and symbols may stay as written (locales/loan-words.json holds the translations' loan words). */
const KEPT = /^(StackLens)$/;
const hasWords = (text: string) => /\p{L}/u.test(text) && !KEPT.test(text.trim());

/** The hard-coded user-visible texts of one TSX source, as "line: text". */
function hardCodedTexts(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  /** String literals an expression can evaluate to (conditionals, ??, ||, template text). */
  const literals = (expr: ts.Expression | undefined): ts.Node[] => {
    if (!expr) return [];
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr];
    if (ts.isTemplateExpression(expr)) return [expr.head, ...expr.templateSpans.map((s) => s.literal)];
    if (ts.isParenthesizedExpression(expr)) return literals(expr.expression);
    if (ts.isConditionalExpression(expr)) return [...literals(expr.whenTrue), ...literals(expr.whenFalse)];
    if (
      ts.isBinaryExpression(expr) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(expr.operatorToken.kind)
    )
      return [...literals(expr.left), ...literals(expr.right)];
    return [];
  };
  const textOf = (node: ts.Node) =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : (node as ts.TemplateLiteralLikeNode).text;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const lit of literals(node.expression)) if (hasWords(textOf(lit))) report(lit, textOf(lit));
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      const lits = ts.isStringLiteral(init) ? [init] : ts.isJsxExpression(init) ? literals(init.expression) : [];
      for (const lit of lits) if (hasWords(textOf(lit))) report(lit, textOf(lit));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no hard-coded user-visible text', () => {
  for (const dir of CONVERTED)
    it(`${dir} takes its text from the catalogs`, () => {
      const files = fs.statSync(dir).isDirectory() ? sourceFiles(dir, /\.tsx$/) : [dir];
      expect(files.flatMap((file) => hardCodedTexts(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
    });

  it('finds what it guards against', () => {
    const code = `export const A = ({ n }) => (
      <section aria-label="Results" title={n ? 'One' : \`Many \${n}\`}>
        Look up
        {n > 1 && 'several'}
        <b>{t('popup_title')}</b> · {n} <i title={t('x')}>StackLens</i>
      </section>
    );`;
    expect(hardCodedTexts('a.tsx', code)).toEqual(['a.tsx:2: Results', 'a.tsx:2: One', 'a.tsx:2: Many', 'a.tsx:3: Look up', 'a.tsx:4: several']);
  });
});
