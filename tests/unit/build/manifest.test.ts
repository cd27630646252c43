// The shipped manifest asks for no more than issue 9 allows: on-page detection adds at most `scripting`,
// no host permission and no content script; the detector ships as a file of the package. The test-only
// build (STACKLENS_TEST_TABS) may add `tabs` and the mapped test hosts, nothing else. Reads the build
// that `npm run build:e2e` makes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const OUT = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const TEST_OUT = path.resolve('.output/toolbar-test/chrome-mv3');
const REQUIRED = ['activeTab', 'alarms', 'notifications', 'contextMenus', 'scripting'];

const read = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;

describe('manifest permissions', () => {
  it('ships no host permission, no content script and only the documented permissions', () => {
    const manifest = read(OUT);
    expect(manifest.permissions).toEqual(REQUIRED);
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.content_scripts ?? []).toEqual([]);
    // Optional origins are asked for at run time only for a custom API base URL.
    expect(manifest.optional_permissions).toEqual(['tabs']);
  });

  it('ships js-library-detector as a file of the package, with its licence', () => {
    const detector = fs.readFileSync(path.join(OUT, 'local/library-detector.js'), 'utf8');
    expect(detector).toContain('d41d8cd98f00b204e9800998ecf8427e_LibraryDetectorTests');
    // Wrapped so it defines no global in the page, and evaluating to the page check's findings.
    expect(detector.startsWith('// js-library-detector')).toBe(true);
    expect(detector).toMatch(/^\(function \(\) \{$/m);
    expect(detector.trimEnd().endsWith('})();')).toBe(true);
    expect(fs.readFileSync(path.join(OUT, 'local/library-detector.LICENSE.txt'), 'utf8')).toMatch(/MIT|Permission is hereby granted/);
  });

  it('lets only the test build see the mapped test hosts', () => {
    const manifest = read(TEST_OUT);
    expect(manifest.permissions).toEqual([...REQUIRED, 'tabs']);
    const hosts = manifest.host_permissions as string[];
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) expect(host).toMatch(/^http:\/\/(\*\.)?stacklens-fixture[\w.-]*\/\*$/);
  });
});
