// The repository's own source files, for the guard tests that read them (no price, route or sleep
// written by hand; no stand-in for the messaging client).
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name matches `pattern` (default: .ts and .tsx). */
export function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
