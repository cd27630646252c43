// The benches' Chromium: a throwaway profile with only `extensionDir` loaded, headless, and the
// extension's worker and origin once it is up; `extraArgs` adds Chromium flags (host mapping). `close` closes the browser and removes the profile.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function launchWithExtension(extensionDir: string, profilePrefix = 'stacklens-bench-', extraArgs: string[] = []) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), profilePrefix));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    return { context, worker, base: `chrome-extension://${new URL(worker.url()).host}`, close };
  } catch (e) {
    await close();
    throw e;
  }
}
