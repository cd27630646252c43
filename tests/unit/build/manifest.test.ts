// The shipped manifest asks for no more than it needs: on-page detection adds at most `scripting`,
// no host permission and no content script; the detector ships as a file of the package. The test-only
// build (STACKLENS_TEST_TABS) may add `tabs` and the mapped test hosts, nothing else. Reads the build
// that `npm run build:e2e` makes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeAreas, readCatalogs } from '@/lib/i18n/catalog-files';
import { LANGUAGES } from '@/lib/i18n/languages';

const OUT = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const TEST_OUT = path.resolve('.output/toolbar-test/chrome-mv3');
/** The shipped Firefox build, made by `npm run build:e2e` too (the Firefox e2e suite loads it). */
const FIREFOX_OUT = path.resolve('.output/firefox-mv2');
const REQUIRED = ['activeTab', 'alarms', 'notifications', 'contextMenus', 'scripting'];
/** Chrome only: the side panel's page needs `sidePanel`, which shows no install warning (docs/store.md). */
const CHROME_REQUIRED = [...REQUIRED, 'sidePanel'];

/** A file of a build, or a failure that says how to make the build (never a skip). */
function built(dir: string, file: string): string {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw new Error(`No build at ${dir} (${file} is missing): run \`npm run build:e2e\` first (\`npm test\` does it).`);
  return fs.readFileSync(full, 'utf8');
}
const read = (dir: string) => JSON.parse(built(dir, 'manifest.json')) as Record<string, unknown>;

describe('manifest permissions', () => {
  it('ships no host permission, no content script and only the documented permissions', () => {
    const manifest = read(OUT);
    expect(manifest.permissions).toEqual(CHROME_REQUIRED);
    expect(manifest.side_panel).toEqual({ default_path: 'sidepanel.html' });
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.content_scripts ?? []).toEqual([]);
    // Optional origins are asked for at run time only for a custom API base URL.
    expect(manifest.optional_permissions).toEqual(['tabs']);
    // This is the development build (npm run build:e2e): it may also be pointed at the sandbox on loopback.
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*']);
  });

  it('ships the page check as one file of the package, wrapped so it defines no global, and no third-party detector', () => {
    const check = built(OUT, 'local/page-check.js');
    expect(check).toMatch(/^\(function \(\) \{$/m);
    expect(check.trimEnd().endsWith('})();')).toBe(true);
    expect(check).not.toContain('LibraryDetectorTests');
    expect(fs.existsSync(path.join(OUT, 'local/library-detector.js'))).toBe(false);
  });

  // The page parses the whole file on every click, before it checks anything: its size is the click's
  // floor in the page. 423 KB at 3,799 rules on 2026-12-04 (1.37 MB before the page carried only what
  // it reads of each rule); the budget leaves room for the rules to grow by about a tenth.
  it('keeps the page check the page parses on every click within 470 KB', () => {
    expect(Buffer.byteLength(built(OUT, 'local/page-check.js'))).toBeLessThanOrEqual(470 * 1024);
  });

  it('lets only the test build see the mapped test hosts', () => {
    const manifest = read(TEST_OUT);
    expect(manifest.permissions).toEqual([...REQUIRED, 'tabs', 'sidePanel']);
    const hosts = manifest.host_permissions as string[];
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) expect(host).toMatch(/^http:\/\/(\*\.)?stacklens-fixture[\w.-]*\/\*$/);
  });
});

/** The origins only a development build may be pointed at (the sandbox on loopback), never granted at install. */
const LOOPBACK_ORIGINS = ['http://127.0.0.1/*', 'http://localhost/*'];

describe('Firefox manifest permissions', () => {
  // A Firefox build takes a few seconds: made here, as `npm run build:firefox` makes it, in a temporary
  // folder, so `.output` is untouched.
  it('asks for the same permissions in Firefox (MV2): no origin, no content script; origins only as optional; the e2e suite loads the same manifest', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-firefox-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, STACKLENS_OUT_DIR: out };
      // As `npm run build:firefox` runs it: without the test runner's NODE_ENV=test (which would bundle React's development runtime).
      for (const name of Object.keys(env))
        if (/^(STACKLENS_TEST_TABS|STACKLENS_DEV_BUILD|STACKLENS_API_BASE_URL|NODE_ENV|VITEST.*|TEST)$/.test(name)) delete env[name];
      execFileSync(path.resolve('node_modules/.bin/wxt'), ['build', '-b', 'firefox'], { env, stdio: 'pipe' });
      const dir = path.join(out, 'firefox-mv2');
      const manifest = read(dir);
      expect(manifest.manifest_version).toBe(2);
      // MV2 lists host permissions among `permissions`: none may be there.
      expect(manifest.permissions).toEqual(REQUIRED);
      expect(manifest.content_scripts ?? []).toEqual([]);
      // The sidebar needs no permission; it opens when the user asks, never at install.
      expect(manifest.sidebar_action).toMatchObject({ default_panel: 'sidepanel.html', open_at_install: false });
      // A release build: https origins only (loopback ones belong to development builds).
      expect(manifest.optional_permissions).toEqual(['tabs', 'https://*/*']);
      expect(built(dir, 'local/page-check.js')).toMatch(/^\(function \(\) \{$/m);
      // What leaves the browser, declared for Firefox's built-in consent (140+): nothing required; the
      // looked-up domains and searches, optional, asked for when a key is saved (lib/consent).
      expect(manifest.browser_specific_settings).toEqual({
        gecko_android: { strict_min_version: '142.0' },
        gecko: {
          id: 'stacklens@stacklens.app',
          strict_min_version: '140.0',
          data_collection_permissions: { required: ['none'], optional: ['browsingActivity', 'searchTerms'] },
        },
      });
      // Firefox ignores `_execute_action` in MV2: Alt+Shift+S would do nothing.
      expect(manifest.commands).toEqual({
        _execute_browser_action: { suggested_key: { default: 'Alt+Shift+S' }, description: '__MSG_extCommandOpen__' },
      });

      // The Firefox e2e suite (tests/firefox) loads .output/firefox-mv2, the development build `npm run
      // build:e2e` makes (its default API is the sandbox): the shipped manifest, key for key, but for the
      // loopback origins a development build may be pointed at (optional, never granted at install).
      // No test-only permission, no host permission, the same background page, popup and shortcut.
      const loaded = read(FIREFOX_OUT);
      expect(loaded.optional_permissions).toEqual([...(manifest.optional_permissions as string[]), ...LOOPBACK_ORIGINS]);
      expect({ ...loaded, optional_permissions: manifest.optional_permissions }).toEqual(manifest);
      // And the same files (their contents differ only by the build-time defaults).
      const files = (root: string) =>
        fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)).replace(/-[\w-]{8}\.js$/, '.js'))
          .sort();
      expect(files(FIREFOX_OUT)).toEqual(files(dir));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the release version', () => {
  it('both manifests carry package.json’s version, the version a release is tagged with (README, “Cutting a release”)', () => {
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(read(OUT).version).toBe(version);
    expect(read(FIREFOX_OUT).version).toBe(version);
  });
});

describe('the popup shortcut per manifest version', () => {
  it('Chrome (MV3) binds Alt+Shift+S to `_execute_action`', () => {
    expect(read(OUT).commands).toEqual({ _execute_action: { suggested_key: { default: 'Alt+Shift+S' }, description: '__MSG_extCommandOpen__' } });
  });
});

describe('languages', () => {
  it('both builds ship every language’s messages, merged from the area catalogs with sorted keys, and name themselves from them', () => {
    for (const dir of [OUT, FIREFOX_OUT]) {
      const manifest = read(dir);
      expect(manifest.default_locale).toBe('en');
      expect([manifest.name, manifest.description]).toEqual(['__MSG_extName__', '__MSG_extDescription__']);
      for (const lang of LANGUAGES) {
        const text = built(dir, `_locales/${lang}/messages.json`);
        const expected = mergeAreas(lang, readCatalogs(process.cwd())[lang]!);
        expect(text).toBe(`${JSON.stringify(expected, null, 2)}\n`);
        expect(Object.keys(JSON.parse(text) as object)).toEqual(Object.keys(expected).sort());
        for (const key of ['extName', 'extDescription', 'extCommandOpen']) expect(expected[key]?.message, `${lang} ${key}`).toBeTruthy();
      }
    }
  });
});

describe('content security policy of extension pages', () => {
  it('both manifests declare one: own scripts only, no remote style, frame, plugin, <base> or form target, images over https', () => {
    const chrome = (read(OUT).content_security_policy as { extension_pages: string }).extension_pages;
    const firefox = read(FIREFOX_OUT).content_security_policy as string;
    for (const csp of [chrome, firefox]) {
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'none'"]);
      expect(directives['form-action']).toEqual(["'none'"]);
      expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directives['img-src']).toEqual(["'self'", 'https:', 'data:']);
    }
  });
});
