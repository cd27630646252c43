// Plurals: catalogs have no plural syntax, so a counted message is a family of keys, `<base>_one` and
// `<base>_other`, chosen by Intl.PluralRules in the UI language (lib/display/format.ts). A language
// whose rules name another category (French "many" for a million) reads `<base>_other`.
import { formatNumber, pluralCategory } from '@/lib/display/format';
import type { PluralKey } from './keys';
import { getMessage } from './message';

/** The message of `base` for `count`; its $1 is the count as written in the UI language, then `more`. */
export function tn(base: PluralKey, count: number, more: readonly string[] = []): string {
  const key = `${base}_${pluralCategory(count) === 'one' ? 'one' : 'other'}`;
  return getMessage(key, [formatNumber(count), ...more]) || key;
}
