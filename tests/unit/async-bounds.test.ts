// Guards the one async bound: a per-call `timeout` in a unit test would undercut UI_WAIT_MS and bring
// back the failures a busy CI machine produced with testing-library's 1 s default.
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';

const testFiles = (dir: string) => sourceFiles(dir, /\.test\.tsx?$/);
import { UI_WAIT_MS } from './async-bounds';

describe('async bounds for unit tests', () => {
  it('testing-library waits up to the shared bound', () => {
    expect(getConfig().asyncUtilTimeout).toBe(UI_WAIT_MS);
  });

  it('no unit test passes its own timeout to findBy…/waitFor', () => {
    const offenders = testFiles(path.resolve('tests/unit'))
      .filter((file) => file !== path.resolve('tests/unit/async-bounds.test.ts'))
      .filter((file) => /\btimeout\s*:/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });

  it('no unit test calls vi.waitFor/vi.waitUntil directly (their own default is 1 s): they wait through eventually()', () => {
    const offenders = testFiles(path.resolve('tests/unit'))
      .filter((file) => /\bvi\.wait(For|Until)\s*\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });

  it('no unit or sandbox test sleeps: a delay is either a fake timer or a bounded wait for the thing itself', () => {
    const sleeps = [...testFiles(path.resolve('tests/unit')), ...testFiles(path.resolve('tests/sandbox'))]
      .filter((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return /setTimeout\([^;]*?,\s*[1-9][\d_]*\s*\)/.test(text) && !/vi\.useFakeTimers\(/.test(text);
      })
      .map((file) => path.relative(process.cwd(), file));
    expect(sleeps).toEqual([]);
  });
});
