import fs from 'node:fs';
import { defineConfig } from 'wxt';
import { wrapDetector } from './lib/local/detector-wrapper';
import { RULES } from './lib/local/rules/index';
import { RULES_FILE } from './lib/local/rules/load';
import { PAGE_BUDGET_MS, PAGE_CHECK_FILE } from './lib/local/inspect-page';
import { readDocumentHeaders } from './lib/local/page-headers';
import { platformTraits } from './lib/platform';
import { buildDefaults, reportDestination } from './lib/build-defaults';
import { groupPopupChunks } from './lib/build-chunks';
import { storeSafeDependencies } from './lib/build-store-safe';
import { localeAssets } from './lib/i18n/catalog-files';
import { DEFAULT_LANGUAGE } from './lib/i18n/languages';
import { DATA_COLLECTION } from './lib/consent/data-collection';
import { PRIVACY_PAGE, privacyHtml } from './lib/privacy-page';

/**
 * The page check (lib/local/inspect-page.ts) on StackLens's own rules, wrapped so it defines no global
 * (lib/local/detector-wrapper.ts), and injected, on a toolbar click only, into that tab.
 */
/** The on-page rule set, read by the worker on first use instead of bundled (lib/local/rules/load.ts). */
const RULES_DEST = RULES_FILE.slice(1);

// The vendor publishes its base address only as {base_url} (published-spec.md), so the default API
// base URL is set at build time (lib/build-defaults.ts): development builds point at the sandbox on
// loopback, a release build at STACKLENS_API_BASE_URL (https) or nowhere (Settings asks).
/** Origins a custom API base URL may be granted at run time (never at install); loopback in development builds only. */
const apiOrigins = (development: boolean) => ['https://*/*', ...(development ? ['http://127.0.0.1/*', 'http://localhost/*'] : [])];
/** Asked for when a feature that needs them is turned on: `tabs` for the toolbar badge. */
const OPTIONAL_PERMISSIONS = ['tabs'];
const REQUIRED_PERMISSIONS = ['activeTab', 'alarms', 'notifications', 'contextMenus', 'scripting'];
/**
 * Test-only build (STACKLENS_TEST_TABS): the e2e hosts mapped to the test site, so on-page detection
 * can be tested without a real click (openPopup() grants no activeTab). Never in the shipped build.
 */
const TEST_HOSTS = [
  'http://stacklens-fixture.co.uk/*',
  'http://*.stacklens-fixture.co.uk/*',
  'http://stacklens-fixture-shop.com/*',
  'http://*.stacklens-fixture-shop.com/*',
  'http://stacklens-fixture-missing.com/*',
  'http://stacklens-fixture-hop-1.com/*',
  'http://stacklens-fixture-hop-2.com/*',
  'http://stacklens-fixture-hop-3.com/*',
  'http://stacklens-fixture-hop-4.com/*',
];
const testBuild = process.env.STACKLENS_TEST_TABS === '1';
/**
 * Extension pages (and Chrome's worker) run only the package's own code and load nothing remote but
 * https images (technology logos and icons): no remote style or frame, no plugin, no <base>, no form
 * posting anywhere. Inline styles stay allowed: the popup's skeleton is styled in its HTML.
 */
export const EXTENSION_PAGES_CSP = [
  "script-src 'self'",
  "object-src 'none'",
  "img-src 'self' https: data:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "media-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
/**
 * The test-only build gives the page check more time: its e2e tests assert what the popup shows, on a
 * machine shared by many test runs, where a cold check can overrun 200 ms and list only part of the page.
 * The budget itself is unit-tested (tests/unit/lib/local/inspect-page.test.ts) and the time on a heavy
 * page measured by `npm run bench:local`; it stays below the worker's 4 s injection timeout.
 */
const TEST_PAGE_BUDGET_MS = 1_500;

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  // Keep the top level to the folders the project documents.
  srcDir: '.',
  outDir: process.env.STACKLENS_OUT_DIR ?? '.output',
  hooks: {
    'prepare:publicPaths': (_wxt, paths) => {
      paths.push(PAGE_CHECK_FILE.slice(1), RULES_DEST, PRIVACY_PAGE.slice(1));
    },
    'build:publicAssets': (_wxt, files) => {
      files.push({
        contents: wrapDetector(testBuild ? TEST_PAGE_BUDGET_MS : PAGE_BUDGET_MS, undefined, { readDocumentHeaders }),
        relativeDest: PAGE_CHECK_FILE.slice(1),
      });
      files.push({ contents: JSON.stringify(RULES), relativeDest: RULES_DEST });
      // Every language's area catalogs (locales/<lang>/<area>.json) as the one file the browsers read.
      files.push(...localeAssets(import.meta.dirname));
      // The privacy policy, bundled: Settings links to it (lib/privacy-page.ts).
      files.push({ contents: privacyHtml(fs.readFileSync('PRIVACY.md', 'utf8')), relativeDest: PRIVACY_PAGE.slice(1) });
    },
  },
  vite: ({ mode }) => {
    const defaults = buildDefaults({ mode, env: process.env });
    return {
      build: {
        sourcemap: process.env.STACKLENS_SOURCEMAP === '1',
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : []),
        },
      },
      // Fewer, larger files for what the popup loads at open (lib/build-chunks.ts).
      // No eval and no innerHTML in any bundle, as store reviewers check (lib/build-store-safe.ts).
      plugins: [groupPopupChunks(import.meta.dirname), storeSafeDependencies()],
      define: {
        __API_BASE_URL__: JSON.stringify(defaults.apiBaseUrl),
        __DEV_BUILD__: JSON.stringify(defaults.development),
        __REPORT_TO__: JSON.stringify(reportDestination(process.env)),
      },
    };
  },
  // `npm run zip`: the Chrome zip, the Firefox zip and, for addons.mozilla.org, the sources that build it
  // (scripts/build-for-amo.sh rebuilds the same package from them). Only what the build reads: no tests,
  // test output, store screenshots or logs. The zips are reproducible: files in sorted order, no timestamps.
  zip: {
    excludeSources: ['tests/**', 'test-results/**', 'playwright-report/**', 'docs/store/**', 'amo-rebuild/**', '**/*.log', '**/*.zip'],
  },
  manifest: ({ browser, mode, manifestVersion }) => ({
    // Name, description and the shortcut's label come from the catalogs (locales/<lang>/manifest.json).
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: DEFAULT_LANGUAGE,
    // No host permission is needed for an API that answers CORS; a custom base URL that does not
    // is asked for at save time (options › Settings).
    // activeTab: the popup reads the tab the user clicked the toolbar icon on, and no other.
    // STACKLENS_TEST_TABS: a test-only build for the toolbar-popup e2e test. chrome.action.openPopup()
    // does not grant activeTab as a real click does, so that build declares `tabs` in its place.
    // alarms: background jobs (lead lists, audience refreshes) are polled by alarm, so they survive
    // closed pages and a stopped worker; notifications: "your lead list is ready"; contextMenus:
    // "Add to StackLens audience"; scripting: free on-page detection in the clicked tab only.
    permissions: [...REQUIRED_PERMISSIONS, ...(testBuild ? ['tabs'] : [])],
    ...(testBuild ? { host_permissions: TEST_HOSTS } : {}),
    ...(browser === 'firefox'
      ? {
          // Firefox builds MV2, where optional origins sit in optional_permissions.
          optional_permissions: [...OPTIONAL_PERMISSIONS, ...apiOrigins(buildDefaults({ mode, env: process.env }).development)],
          // 140: Firefox's built-in consent for data collection starts there (the data StackLens sends to
          // the API provider is optional, asked for when a key is saved: lib/consent). Nothing is required.
          // gecko_android: Firefox for Android reads data_collection_permissions from 142 on.
          browser_specific_settings: {
            gecko_android: { strict_min_version: '142.0' },
            gecko: {
              id: 'stacklens@stacklens.app',
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'], optional: DATA_COLLECTION },
            },
          },
        }
      : { optional_permissions: OPTIONAL_PERMISSIONS, optional_host_permissions: apiOrigins(buildDefaults({ mode, env: process.env }).development) }),
    content_security_policy: manifestVersion === 3 ? { extension_pages: EXTENSION_PAGES_CSP } : EXTENSION_PAGES_CSP,
    action: { default_title: 'StackLens' },
    // The address bar's keyword: `sl`, a space, then a domain (entrypoints/background/omnibox.ts).
    omnibox: { keyword: 'sl' },
    // Opening the popup by keyboard counts as invoking the action, so it grants activeTab like a click.
    // The command's name depends on the manifest version (Firefox ignores `_execute_action` in MV2).
    commands: {
      [platformTraits(manifestVersion).openPopupCommand]: { suggested_key: { default: 'Alt+Shift+S' }, description: '__MSG_extCommandOpen__' },
    },
  }),
});
