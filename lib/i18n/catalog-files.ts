// Build and test time only (wxt.config.ts, tests): reads the message catalogs, one file per language and
// area (locales/<lang>/<area>.json, Chrome's messages.json format), and merges each language's areas into
// the one _locales/<lang>/messages.json the browsers read. Keys are sorted, so a build is reproducible.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages';

export interface CatalogMessage {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string; example?: string }>;
}
export type Catalog = Record<string, CatalogMessage>;
/** Every language's catalogs, by area: catalogs[lang][area][key]. */
export type Catalogs = Record<string, Record<string, Catalog>>;

export const LOCALES_DIR = 'locales';

/** The catalogs under `root`/locales, for every shipped language (a missing folder reads as no areas). */
export function readCatalogs(root: string): Catalogs {
  const result: Catalogs = {};
  for (const lang of LANGUAGES) {
    const dir = path.join(root, LOCALES_DIR, lang);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    result[lang] = Object.fromEntries(
      files.sort().map((f) => [f.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Catalog]),
    );
  }
  return result;
}

/** One language's areas as one catalog, keys sorted; a key defined by two areas is an error. */
export function mergeAreas(lang: string, areas: Record<string, Catalog>): Catalog {
  const merged: Catalog = {};
  const owner = new Map<string, string>();
  for (const [area, catalog] of Object.entries(areas)) {
    for (const [key, value] of Object.entries(catalog)) {
      // Chrome reads message names without regard to case.
      const folded = key.toLowerCase();
      if (owner.has(folded)) throw new Error(`locales/${lang}: "${key}" is defined in both ${owner.get(folded)}.json and ${area}.json`);
      owner.set(folded, area);
      merged[key] = value;
    }
  }
  return Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]!]),
  );
}

/**
 * A message with its substitutions filled in, as browser.i18n.getMessage returns it (for tests, which read the
 * catalogs from disk): $NAME$ becomes its placeholder's content ($1…), then $1… the substitutions, $$ a dollar.
 */
export function fillMessage(entry: CatalogMessage, substitutions: readonly string[] = []): string {
  const placeholders = Object.fromEntries(Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]));
  const named = entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => placeholders[name.toLowerCase()] ?? whole);
  return named.replace(/\$(\$|[1-9])/g, (_, which: string) => (which === '$' ? '$' : (substitutions[Number(which) - 1] ?? '')));
}

/** The files the build writes: _locales/<lang>/messages.json for every language. */
export function localeAssets(root: string): { relativeDest: string; contents: string }[] {
  const catalogs = readCatalogs(root);
  return LANGUAGES.map((lang) => ({
    relativeDest: `_locales/${lang}/messages.json`,
    contents: `${JSON.stringify(mergeAreas(lang, catalogs[lang] ?? {}), null, 2)}\n`,
  }));
}
