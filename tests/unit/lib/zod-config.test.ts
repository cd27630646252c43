// Extension pages forbid eval (CSP): zod must never construct a Function, which the browser would log
// as an "unsafe-eval" error. Every entrypoint sets zod's jitless mode before anything else runs.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The popup's entries load no zod at all (tests/unit/build/popup-size.test.ts asserts it on the build).
const ENTRYPOINTS = ['entrypoints/background/index.ts', 'entrypoints/options/main.tsx'];
const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod without eval', () => {
  it('parses objects without ever constructing a Function once lib/zod-config is loaded', async () => {
    const constructed: string[] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        constructed.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        constructed.push(String(args.at(-1)));
        return Reflect.apply(target, self, args);
      },
    });
    await import('@/lib/zod-config');
    const { z } = await import('zod');
    const schema = z.object({ domain: z.string(), technologies: z.array(z.object({ name: z.string(), version: z.string().nullable() })) });
    for (let i = 0; i < 3; i++) expect(schema.parse({ domain: 'example.com', technologies: [{ name: 'React', version: null }] }).domain).toBe('example.com');
    expect(constructed).toEqual([]);
  });

  it('is the first import of every entrypoint that loads zod, so no schema parses before it', () => {
    for (const file of ENTRYPOINTS) {
      const source = fs.readFileSync(path.resolve(file), 'utf8');
      const firstImport = /^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/m.exec(source)?.[1];
      expect(firstImport, file).toBe('@/lib/zod-config');
    }
  });
});
