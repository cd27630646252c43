// lib/api is the contract as code (catalog, schemas, request, errors, retry policy, transport): it must
// stay importable by the sandbox and the metered layer without pulling in storage or the worker.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const API_DIR = join(__dirname, '../../../../lib/api');

function importsOf(file: string): string[] {
  const text = readFileSync(join(API_DIR, file), 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
}

describe('lib/api layering', () => {
  const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts'));

  it('holds the contract files and no metered client', () => {
    expect(files).toEqual(expect.arrayContaining(['catalog.ts', 'schemas.ts', 'request.ts', 'errors.ts', 'retry-policy.ts', 'transport.ts']));
    expect(files).not.toContain('client.ts');
  });

  it.each(files)('%s imports nothing else in lib/', (file) => {
    const outside = importsOf(file).filter((spec) => spec.startsWith('@/') || spec.startsWith('../') || spec.includes('/lib/'));
    expect(outside).toEqual([]);
  });
});
