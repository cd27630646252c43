// The languages StackLens ships, English first: its catalogs are the source every other one is
// checked against (tests/unit/lib/i18n/catalogs.test.ts) and the manifest's default_locale.
export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
