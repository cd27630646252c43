// A release build (`npm run build`, `npm run zip`) points nowhere by default: no loopback URL in any of
// its files, so a real key pasted into a store build is never sent to whatever listens on this
// computer (STACKLENS_API_BASE_URL, https, would be its default: tests/unit/lib/build-defaults.test.ts).
// A development build (`npm run build:e2e`, which `npm test` runs before the unit tests, made .output)
// keeps the sandbox default. The release builds are made here, in a temporary
// folder, so `.output` is untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DEV_OUT = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
/** A URL to this computer with a port, as a default API or webhook would be written. */
const LOOPBACK_URL = /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+/i;

/** Every text file of a build (scripts, pages, manifest), by path. */
function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html|json|css)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, full), fs.readFileSync(full, 'utf8'));
  }
  return found;
}

/** `wxt build` as `npm run build` / `npm run zip` run it (no development variable), for each browser. */
function releaseBuilds(): { chrome: Map<string, string>; firefox: Map<string, string> } {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-release-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, STACKLENS_OUT_DIR: out };
    for (const name of ['STACKLENS_TEST_TABS', 'STACKLENS_DEV_BUILD', 'STACKLENS_API_BASE_URL']) delete env[name];
    execFileSync(path.resolve('node_modules/.bin/wxt'), ['build'], { env, stdio: 'pipe' });
    execFileSync(path.resolve('node_modules/.bin/wxt'), ['build', '-b', 'firefox'], { env, stdio: 'pipe' });
    return { chrome: files(path.join(out, 'chrome-mv3')), firefox: files(path.join(out, 'firefox-mv2')) };
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

const loopbackIn = (built: Map<string, string>) =>
  [...built].flatMap(([file, text]) => (LOOPBACK_URL.test(text) ? [`${file}: ${LOOPBACK_URL.exec(text)![0]}`] : []));

describe('release and development bundles', () => {
  it('a release build (Chrome and Firefox) has no loopback URL anywhere (no sandbox default) and asks only for https origins', () => {
    const { chrome, firefox } = releaseBuilds();
    for (const built of [chrome, firefox]) {
      expect(built.get('background.js')?.length ?? 0).toBeGreaterThan(1000);
      expect(loopbackIn(built)).toEqual([]);
    }
    const chromeManifest = JSON.parse(chrome.get('manifest.json')!) as { optional_host_permissions: string[] };
    expect(chromeManifest.optional_host_permissions).toEqual(['https://*/*']);
    const firefoxManifest = JSON.parse(firefox.get('manifest.json')!) as { optional_permissions: string[] };
    expect(firefoxManifest.optional_permissions.filter((p) => p.includes('://'))).toEqual(['https://*/*']);
  }, 240_000);

  // The Firefox suite loads the very build `npm run build:firefox` ships (tests/unit/build/manifest.test.ts),
  // so only the Chrome development builds carry the sandbox default.
  it('a development build (the Chrome e2e builds) keeps the sandbox as its default', () => {
    for (const dir of [DEV_OUT, path.resolve('.output/toolbar-test/chrome-mv3')]) {
      const background = path.join(dir, 'background.js');
      if (!fs.existsSync(background)) throw new Error(`No build at ${dir}: run \`npm run build:e2e\` first (\`npm test\` does it).`);
      expect(fs.readFileSync(background, 'utf8').includes('http://127.0.0.1:8787')).toBe(true);
    }
  });
});
