// Guard: in the folders already moved to the catalogs, no user-visible text is written in the code: no
// JSX text with letters, no string literal with letters as JSX text or as an aria-label, title,
// placeholder, alt or label attribute. Such text comes from t()/tn() (lib/i18n). A folder joins
// CONVERTED when its strings are in the catalogs; finally all of components/ and entrypoints/.
import fs from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../source-files';

/** Folders and files whose user-visible text all comes from the catalogs. */
const CONVERTED: string[] = [
  'entrypoints/popup',
  'components/local',
  'components/CompanyCard.tsx',
  'components/ConfirmDialog.tsx',
  'components/DangerDialog.tsx',
  'components/DataTable.tsx',
  'components/ErrorBoundary.tsx',
  'components/ErrorNotice.tsx',
  'components/Fact.tsx',
  'components/FormField.tsx',
  'components/KeyRequired.tsx',
  'components/MarketShare.tsx',
  'components/Modal.tsx',
  'components/ProspectSummary.tsx',
  'components/PaidPanel.tsx',
  'components/RelativeTime.tsx',
  'components/SaveNotice.tsx',
  'components/TableDetails.tsx',
  'components/TechInfoBody.tsx',
  'components/TechnologyList.tsx',
  'entrypoints/options/settings/HiddenSettings.tsx',
  'entrypoints/options/settings/DataConsent.tsx',
  'entrypoints/sidepanel',
  'entrypoints/options/settings',
  'entrypoints/options/sections/SettingsSection.tsx',
  'components/BalanceSummary.tsx',
  'entrypoints/options/lead-lists',
  'components/lead-lists',
  'entrypoints/options/sections/LeadListsSection.tsx',
  'components/signals/AlertsTable.tsx',
  'components/signals/SignalQueryFields.tsx',
  'components/signals/SignalsTable.tsx',
  'entrypoints/options/sections/SignalsSection.tsx',
  'components/credits',
  'entrypoints/options/credits',
  'entrypoints/options/sections/CreditsSection.tsx',
  'components/BudgetCrossing.tsx',
  'components/companies',
  'entrypoints/options/companies',
  'entrypoints/options/sections/CompaniesSection.tsx',
  'components/technologies',
  'entrypoints/options/technologies',
  'entrypoints/options/sections/TechnologiesSection.tsx',
  'entrypoints/options/audiences/AudienceDetail.tsx',
  'entrypoints/options/audiences/AudienceList.tsx',
  'entrypoints/options/audiences/MemberStack.tsx',
  'entrypoints/options/audiences/MembersTable.tsx',
  'entrypoints/options/sections/AudiencesSection.tsx',
  'components/audiences',
  'entrypoints/options/audiences/RefreshPanel.tsx',
  'entrypoints/options/audiences/ProfilePanel.tsx',
  'entrypoints/options/audiences/ImportPanel.tsx',
  'entrypoints/options/audiences/BuildStatus.tsx',
  'entrypoints/options/audiences/RecipeForm.tsx',
  'entrypoints/options/signals',
  'components/signals',
  'components/compare',
  'entrypoints/options/compare',
  'entrypoints/options/sections/CompareSection.tsx',
  'components/HistoryView.tsx',
  'components/TechnologyTrend.tsx',
  'components/TechnologyDetail.tsx',
  'components/Sentence.tsx',
  'components/charts/HistoryChart.tsx',
  'components/charts/TrendChart.tsx',
  'entrypoints/options/App.tsx',
  'entrypoints/options/main.tsx',
];

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
