// The Firefox package is reproducible from its sources zip, as an addons.mozilla.org reviewer rebuilds
// it: `wxt zip -b firefox` (npm run zip) makes the package and the sources zip, scripts/build-for-amo.sh
// unzips the sources into a new folder elsewhere and builds, and every file of the rebuilt package equals
// the submitted one, byte for byte. Here the rebuild links this checkout's node_modules in place of
// `npm ci` (same lockfile); the clean-machine run is in docs/store.md. Slow (two release builds).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** As `npm run zip` runs: a release build, without the test runner's or a development build's variables. */
function releaseEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of Object.keys(env))
    if (/^(STACKLENS_TEST_TABS|STACKLENS_DEV_BUILD|STACKLENS_API_BASE_URL|STACKLENS_SOURCEMAP|NODE_ENV|VITEST.*|TEST)$/.test(name)) delete env[name];
  return env;
}

/** Every file under `root`, relative, sorted. */
const filesOf = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();

describe('the Firefox package rebuilt from its sources zip', () => {
  it('equals the submitted package file by file, and the sources hold only what builds it', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-amo-test-'));
    try {
      const submitted = path.join(tmp, 'submitted');
      execFileSync(path.resolve('node_modules/.bin/wxt'), ['zip', '-b', 'firefox'], { env: releaseEnv({ STACKLENS_OUT_DIR: submitted }), stdio: 'pipe' });
      const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
      const packageZip = path.join(submitted, `stacklens-${version}-firefox.zip`);
      const sourcesZip = path.join(submitted, `stacklens-${version}-sources.zip`);

      const sources = execFileSync('unzip', ['-Z1', sourcesZip], { encoding: 'utf8' }).trim().split('\n');
      expect(sources).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'wxt.config.ts', 'PRIVACY.md', 'scripts/build-for-amo.sh']));
      expect(sources.filter((f) => /^(tests|test-results|playwright-report|node_modules|docs\/store)\/|^\.|\.log$/.test(f))).toEqual([]);

      const rebuilt = path.join(tmp, 'rebuilt');
      execFileSync('bash', [path.resolve('scripts/build-for-amo.sh'), sourcesZip, rebuilt], {
        env: releaseEnv({ STACKLENS_REUSE_NODE_MODULES: path.resolve('node_modules'), TMPDIR: tmp }),
        stdio: 'pipe',
      });
      const unpacked = path.join(tmp, 'unpacked');
      execFileSync('unzip', ['-q', packageZip, '-d', unpacked]);

      const files = filesOf(unpacked);
      expect(files).toContain('manifest.json');
      expect(filesOf(rebuilt)).toEqual(files);
      const differing = files.filter((f) => !fs.readFileSync(path.join(unpacked, f)).equals(fs.readFileSync(path.join(rebuilt, f))));
      expect(differing).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 300_000);
});
