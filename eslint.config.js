// Lint rules for the whole repository: typescript-eslint's recommended set, React hooks, type-only
// imports written as such, no import cycles between modules, and no function over 150 lines in product code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The layers (bulletproof-react's zones, apps/react-vite/.eslintrc.cjs): lib/ is below the UI and imports
  // neither components/ nor entrypoints/; components/ import no entrypoints/, and receive data and actions
  // as props instead of talking to the worker or the database (lib/ui holds the hooks and actions that do).
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./components', './entrypoints'], message: 'lib/ is below the UI: move what both need into lib/.' },
            { target: './components', from: './entrypoints', message: 'components/ are shared by every page: move what they need out of entrypoints/.' },
            {
              target: './components',
              from: ['./lib/messaging/client.ts', './lib/db'],
              message: 'components receive data and actions as props (lib/ui holds the hooks and actions that call the worker).',
            },
          ],
        },
      ],
    },
  },
  // Functions a person can read (issue 36): no function, component, method or handler map over 150 lines
  // in product code, counted as ../shared/tools/shape.mjs counts them (blank lines and comments included,
  // IIFEs too); ESLint counts from the function's first line, so a long parameter list counts as well.
  // Tests are exempt (a describe block is a list, not a function to hold in one's head).
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  // React's rules apply where React runs: pages, components, UI hooks and their tests. Playwright and
  // puppeteer fixtures call their continuation `use`, which the hooks rules would take for React's.
  {
    files: ['components/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // A Playwright fixture names what it depends on by destructuring its first argument; `{}` is how a
  // fixture says it needs none (playwright.dev/docs/test-fixtures).
  {
    files: ['tests/e2e/fixtures.ts', 'tests/e2e/server-fixtures.ts', 'tests/firefox/fixtures.ts', 'tests/e2e/update.spec.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
