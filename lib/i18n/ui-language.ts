// The browser's UI language: the one the browser picked the extension's messages in (_locales), so
// numbers and dates (lib/display/format.ts) are written in the language of the words around them.
import { browser } from 'wxt/browser';

/** "de", "en-US", "ja"; undefined outside an extension (Intl then uses its own default). */
export function uiLanguage(): string | undefined {
  return browser?.i18n?.getUILanguage?.() || undefined;
}
