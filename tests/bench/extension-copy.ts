// The benches' extra pages: a temporary copy of a built extension with more files in it (a blank page,
// a page that fills the database), so the shipped extension never carries them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Copies the build at `dir` into a temporary folder and writes `files` (path in the extension → text) into it. */
export function copyWithFiles(dir: string, files: Record<string, string>): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-bench-ext-'));
  fs.cpSync(dir, copy, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(copy, name), text);
  return copy;
}

/** An HTML page of the extension that runs the module `script` (a path in the extension) and shows `text`. */
export function extensionPage(title: string, script: string, text: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title><script type="module" src="/${script}"></script></head><body><p>${text}</p></body></html>\n`;
}
