// Dependencies as used: every package the code imports is declared in package.json (so an install of
// another version by a transitive dependency cannot change what the build uses), and every runtime
// dependency is imported by the product code (lib, components, entrypoints): nothing ships unused.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const PRODUCT = ['lib', 'components', 'entrypoints'];
const ALL = [...PRODUCT, 'tests', 'scripts'];
const TOP_FILES = ['wxt.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'playwright.firefox.config.ts', 'eslint.config.js'];
/** Specifiers that are not packages: the project's alias, WXT's generated modules, a test's virtual module. */
const NOT_A_PACKAGE = /^(@\/|#|virtual:|\.)/;

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(m?[jt]sx?)$/.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The package names a file imports (static imports, `export … from`, dynamic `import()`, `require()`), as
 * TypeScript's own pre-processor reads them (so a string that only looks like an import is not one). */
export function importedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const { fileName: spec } of ts.preProcessFile(source, true, true).importedFiles) {
    // A Node built-in by its bare name ('path'); 'punycode/punycode.es6.js' is the userland package.
    if (NOT_A_PACKAGE.test(spec) || spec.startsWith('node:') || builtinModules.includes(spec)) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
  }
  return [...names];
}

function importsOf(dirs: string[], extra: string[] = []): Map<string, string> {
  const seen = new Map<string, string>();
  const files = [...dirs.flatMap(sourceFiles), ...extra.map((f) => path.join(ROOT, f)).filter((f) => fs.existsSync(f))];
  for (const file of files) {
    for (const name of importedPackages(fs.readFileSync(file, 'utf8'))) if (!seen.has(name)) seen.set(name, path.relative(ROOT, file));
  }
  return seen;
}

/** Runtime dependencies the product reaches through a build module rather than an import, each with the
 * module that brings it in (checked below to be configured). */
const THROUGH_MODULE: Record<string, string> = { 'webextension-polyfill': '@wxt-dev/webextension-polyfill' };

describe('dependencies as used', () => {
  it('reads the package of each kind of import', () => {
    const src = `import a from 'ky';\nimport type { Plugin } from 'vite';\nexport { x } from '@scope/pkg/sub';\nconst m = await import('papaparse');\nimport './local';\nimport b from '@/lib/x';\nimport fs from 'node:fs';\nimport p from 'path';\nimport '#imports';`;
    expect(importedPackages(src).sort()).toEqual(['@scope/pkg', 'ky', 'papaparse', 'vite']);
  });

  it('declares every package the code, tests and configs import', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    const undeclared = [...importsOf(ALL, TOP_FILES)].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (in ${file})`);
    expect(undeclared).toEqual([]);
  });

  it('imports every runtime dependency from the product code', () => {
    const used = importsOf(PRODUCT);
    const config = fs.readFileSync(path.join(ROOT, 'wxt.config.ts'), 'utf8');
    const viaModule = (name: string) => THROUGH_MODULE[name] !== undefined && config.includes(`'${THROUGH_MODULE[name]}'`);
    const unused = Object.keys(pkg.dependencies).filter((name) => !used.has(name) && !viaModule(name));
    expect(unused).toEqual([]);
  });
});
