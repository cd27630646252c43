// A previous release of StackLens built from git, as the update test installs it: the commit is the
// release's tag, or its sha in releases.json when the clone carries no tags. Built once per commit
// into node_modules/.cache/stacklens-releases/<sha>/chrome-mv3 (a dev build: its API is the sandbox).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'stacklens-releases');

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();

/** The full sha of a release: its tag when this clone has it, else releases.json (the sha is in main's history). */
export function releaseCommit(tag: string): string {
  try {
    return git('rev-parse', '--verify', '--quiet', `${tag}^{commit}`);
  } catch {
    const releases = JSON.parse(fs.readFileSync(path.join(ROOT, 'releases.json'), 'utf8')) as Record<string, string>;
    const sha = releases[tag];
    if (!sha) throw new Error(`No release ${tag}: tag it (git tag ${tag} <sha>) and record it in releases.json`);
    return haveCommit(sha) ? sha : fetchCommit(sha);
  }
}

function haveCommit(sha: string): boolean {
  try {
    git('cat-file', '-e', `${sha}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

/** A shallow clone lacks the release's commit: fetched from origin by sha. */
function fetchCommit(sha: string): string {
  try {
    git('fetch', '--no-tags', '--quiet', 'origin', sha);
  } catch {
    throw new Error(`The release commit ${sha} is not in this clone and could not be fetched: clone with history (git fetch --unshallow).`);
  }
  return sha;
}

type Deps = Record<string, string>;
const depsOf = (file: string) => {
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies?: Deps; devDependencies?: Deps; overrides?: Deps };
  return { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides };
};

/** Today's node_modules can build the old tree when it asks for nothing today's package.json does not pin alike. */
function sameDependencies(oldTree: string): boolean {
  const today = depsOf(path.join(ROOT, 'package.json'));
  return Object.entries(depsOf(path.join(oldTree, 'package.json'))).every(([name, range]) => today[name] === range);
}

function build(sha: string, into: string): void {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), `stacklens-${sha.slice(0, 8)}-`));
  try {
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${tree}"`], { cwd: ROOT, stdio: 'pipe' });
    if (sameDependencies(tree)) fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'pipe', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } });
    // A dev build (that release's default API is the sandbox); nothing of today's build settings leaks in.
    const env: NodeJS.ProcessEnv = { ...process.env, STACKLENS_DEV_BUILD: '1' };
    for (const name of ['STACKLENS_OUT_DIR', 'STACKLENS_TEST_TABS', 'STACKLENS_API_BASE_URL', 'STACKLENS_SOURCEMAP']) delete env[name];
    execFileSync('npx', ['wxt', 'build'], { cwd: tree, stdio: 'pipe', env });
    const staging = `${into}.${process.pid}`;
    fs.cpSync(path.join(tree, '.output', 'chrome-mv3'), staging, { recursive: true });
    try {
      fs.renameSync(staging, into);
    } catch (error) {
      // Another run built the same commit meanwhile: its copy is the same build.
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(path.join(into, 'manifest.json'))) throw error;
    }
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}

/** The folder of the release's Chrome build, built the first time it is asked for. */
export function releaseBuild(tag: string): string {
  const sha = releaseCommit(tag);
  const dir = path.join(CACHE, sha, 'chrome-mv3');
  if (!fs.existsSync(path.join(dir, 'manifest.json'))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    build(sha, dir);
  }
  return dir;
}

/** Replaces the files of an installed unpacked extension with another build's, as the store's update does. */
export function replaceFiles(installed: string, build: string): void {
  for (const entry of fs.readdirSync(installed)) fs.rmSync(path.join(installed, entry), { recursive: true, force: true });
  fs.cpSync(build, installed, { recursive: true });
}
