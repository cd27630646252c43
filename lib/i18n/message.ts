// One message of the catalogs, in the browser's UI language (browser.i18n: the browser picks
// _locales/<lang>/messages.json itself and falls back to English, default_locale).
import { browser } from 'wxt/browser';
import type { MessageKey, Substitutions } from './keys';

/**
 * browser.i18n.getMessage over this project's keys. WXT types it for public/_locales only; the catalogs
 * are merged at build time (lib/i18n/catalog-files.ts), so the keys are typed by lib/i18n/keys.ts instead.
 * An empty answer is a key the browser does not know.
 */
export const getMessage = (key: string, substitutions?: readonly string[]): string =>
  (browser.i18n.getMessage as (key: string, substitutions?: string[]) => string)(key, substitutions ? [...substitutions] : undefined);

/** The message `key`, its $1… placeholders filled with `substitutions` in order. */
export function t<K extends MessageKey>(key: K, ...substitutions: Substitutions<K>): string {
  // A key the browser lacks (a build shipped without its catalog) shows as itself: more use to a
  // reader of a bug report than an empty label.
  return getMessage(key, (substitutions as readonly (readonly string[])[])[0]) || key;
}
