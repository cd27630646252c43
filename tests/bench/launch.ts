// The benches' Chromium: a throwaway profile with only `extensionDir` loaded, headless, and the
// extension's worker and origin once it is up; `extraArgs` adds Chromium flags (host mapping). `close` closes the browser and removes the profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extensionWorker, launchWithExtensionAt } from '../e2e/chromium';

export async function launchWithExtension(extensionDir: string, profilePrefix = 'stacklens-bench-', extraArgs: string[] = []) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), profilePrefix));
  const context = await launchWithExtensionAt(profile, extensionDir, extraArgs);
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    const worker = await extensionWorker(context);
    return { context, worker, base: `chrome-extension://${new URL(worker.url()).host}`, close };
  } catch (e) {
    await close();
    throw e;
  }
}
