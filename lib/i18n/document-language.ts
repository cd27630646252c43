// A page's <html lang> is the language its messages are in, so a screen reader reads German as German.
import { uiLanguage } from './ui-language';

export function applyDocumentLanguage(doc: Document = document): void {
  doc.documentElement.lang = uiLanguage() ?? doc.documentElement.lang;
}
