// browser.i18n for unit tests: messages from the English catalogs (locales/en/*.json, read from disk,
// so no catalog is bundled into a page), filled in as Chrome fills them: a message's $NAME$ becomes its
// placeholder's content ($1…), then $1… become the substitutions and $$ a dollar sign. An unknown key
// throws, where Chrome would show an empty string, so a test names what is missing.
import { fillMessage, mergeAreas, readCatalogs, type Catalog } from '@/lib/i18n/catalog-files';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';

/** getMessage over one language's merged catalog. */
export function messagesOf(catalog: Catalog) {
  return (key: string, substitutions?: string | string[]): string => {
    const entry = catalog[key];
    if (!entry) throw new Error(`No message "${key}" in the ${DEFAULT_LANGUAGE} catalogs (locales/${DEFAULT_LANGUAGE}/*.json)`);
    return fillMessage(entry, typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []));
  };
}

export const englishCatalog: Catalog = mergeAreas(DEFAULT_LANGUAGE, readCatalogs(process.cwd())[DEFAULT_LANGUAGE] ?? {});
export const englishMessage = messagesOf(englishCatalog);
