// A release build (`npm run build`, `npm run zip`) points nowhere by default: no loopback URL in any of
// its files, so a real key pasted into a store build is never sent to whatever listens on this
// computer (STACKLENS_API_BASE_URL, https, would be its default: tests/unit/lib/build-defaults.test.ts).
// A development build (`npm run
// build:e2e` made .output) keeps the sandbox default. The release builds are made here, in a temporary
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

function releaseBuild(): Map<string, string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-release-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, STACKLENS_OUT_DIR: out };
    for (const name of ['STACKLENS_TEST_TABS', 'STACKLENS_DEV_BUILD', 'STACKLENS_API_BASE_URL']) delete env[name];
    execFileSync(path.resolve('node_modules/.bin/wxt'), ['build'], { env, stdio: 'pipe' });
    return files(path.join(out, 'chrome-mv3'));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

describe('release and development bundles', () => {
  it('a release build has no loopback URL anywhere (no sandbox default) and asks only for https origins', () => {
    const built = releaseBuild();
    const background = built.get('background.js') ?? '';
    expect(background.length).toBeGreaterThan(1000);
    const loopback = [...built].flatMap(([file, text]) => (LOOPBACK_URL.test(text) ? [`${file}: ${LOOPBACK_URL.exec(text)![0]}`] : []));
    expect(loopback).toEqual([]);
    const manifest = JSON.parse(built.get('manifest.json')!) as { optional_host_permissions: string[] };
    expect(manifest.optional_host_permissions).toEqual(['https://*/*']);
  }, 240_000);

  it('a development build keeps the sandbox as its default', () => {
    const background = path.join(DEV_OUT, 'background.js');
    if (!fs.existsSync(background)) throw new Error(`No build at ${DEV_OUT}: run \`npm run build:e2e\` first (\`npm test\` does it).`);
    expect(fs.readFileSync(background, 'utf8').includes('http://127.0.0.1:8787')).toBe(true);
  });
});
