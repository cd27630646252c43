// Chromium with a built StackLens loaded, as the e2e fixtures and the benches start it: one set of
// flags, the extension's service worker, and the protocol message its pages send. CHROMIUM_PATH overrides the browser.
import { chromium, type BrowserContext, type Page } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The environment that makes Chromium on Linux show its UI, and so StackLens, in `language` ("de", "ja"):
 * Linux Chromium ignores --lang and reads LANGUAGE (then LC_ALL, LANG), and it needs that language's
 * locale pack (Debian: chromium-l10n), or it stays in English. undefined: the environment as it is.
 */
export function uiLanguageEnv(language: string | undefined): Record<string, string> | undefined {
  if (!language) return undefined;
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  return { ...env, LANGUAGE: language, LANG: `${language}.UTF-8`, LC_ALL: '', LC_MESSAGES: '' };
}

/**
 * Headless Chromium on the profile folder `profile` with only `extensionDir` loaded; `extraArgs` adds
 * flags (host mapping), `language` its UI language (uiLanguageEnv).
 */
export function launchWithExtensionAt(profile: string, extensionDir: string, extraArgs: string[] = [], language?: string) {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    env: uiLanguageEnv(language),
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
}

/** The extension's service worker, waited for when it is not up yet. */
export async function extensionWorker(context: BrowserContext) {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Sends a protocol message from an extension page, as the pages (and the context menu's handler) do: the reply's data, or an error. */
export async function send<T = unknown>(page: Page, type: string, payload: unknown = {}): Promise<T> {
  const reply = (await page.evaluate(
    ([t, p]) =>
      (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({
        channel: 'stacklens/v1',
        type: t,
        payload: p,
      }),
    [type, payload] as const,
  )) as { ok: boolean; data?: T; error?: unknown };
  if (!reply.ok) throw new Error(`${type}: ${JSON.stringify(reply.error)}`);
  return reply.data as T;
}
