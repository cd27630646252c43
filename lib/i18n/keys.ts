// The message keys as a type, derived from the English catalogs (type-only imports: no catalog is
// bundled), so `t('a_missing_key')` is a compile error. A new area file is added here once (README.md).
import type manifest from '@/locales/en/manifest.json';
import type format from '@/locales/en/format.json';
import type common from '@/locales/en/common.json';
import type popup from '@/locales/en/popup.json';
import type errors from '@/locales/en/errors.json';
import type background from '@/locales/en/background.json';
import type hidden from '@/locales/en/hidden.json';
import type reach from '@/locales/en/reach.json';
import type engine from '@/locales/en/engine.json';
import type store from '@/locales/en/store.json';
import type sidepanel from '@/locales/en/sidepanel.json';
import type settings from '@/locales/en/settings.json';
import type credits from '@/locales/en/credits.json';
import type components from '@/locales/en/components.json';
import type leadLists from '@/locales/en/leadLists.json';
import type signals from '@/locales/en/signals.json';
import type audiences from '@/locales/en/audiences.json';
import type audienceBuild from '@/locales/en/audienceBuild.json';
import type companies from '@/locales/en/companies.json';
import type technologies from '@/locales/en/technologies.json';
import type compare from '@/locales/en/compare.json';
import type options from '@/locales/en/options.json';
import type jobs from '@/locales/en/jobs.json';
import type values from '@/locales/en/values.json';
import type fit from '@/locales/en/fit.json';

type Messages = typeof manifest &
  typeof format &
  typeof common &
  typeof popup &
  typeof errors &
  typeof background &
  typeof hidden &
  typeof reach &
  typeof engine &
  typeof store &
  typeof sidepanel &
  typeof settings &
  typeof credits &
  typeof components &
  typeof leadLists &
  typeof signals &
  typeof audiences &
  typeof audienceBuild &
  typeof companies &
  typeof technologies &
  typeof compare &
  typeof options &
  typeof jobs &
  typeof values &
  typeof fit;

export type MessageKey = keyof Messages & string;

/** Keys whose message takes substitutions ($1…, named in its placeholders). */
export type KeyWithPlaceholders = { [K in MessageKey]: Messages[K] extends { placeholders: object } ? K : never }[MessageKey];

/** The substitutions a key takes: none, or one string per placeholder (numbers written by lib/display/format.ts first). */
export type Substitutions<K extends MessageKey> = K extends KeyWithPlaceholders ? [substitutions: readonly string[]] : [];

/** A plural family: `<base>_one` and `<base>_other` both exist (README.md: plurals). */
export type PluralKey = { [K in MessageKey]: K extends `${infer Base}_other` ? (`${Base}_one` extends MessageKey ? Base : never) : never }[MessageKey];
