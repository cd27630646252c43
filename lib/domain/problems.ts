// Why a name is not a public domain, in one wording for every place that says it. Apart from
// resolve.ts so a page can name a problem without loading the Public Suffix List (tldts).
import { t, type MessageKey } from '@/lib/i18n';

export type NotASiteReason =
  'empty' | 'browser_page' | 'file' | 'ip' | 'localhost' | 'no_suffix' | 'too_long' | 'label_too_long' | 'empty_label' | 'hyphen' | 'invalid';

/** The catalog text of each reason (lib/i18n, area errors). */
const PROBLEM_KEYS = {
  empty: 'errors_problemEmpty',
  browser_page: 'errors_problemBrowserPage',
  file: 'errors_problemFile',
  ip: 'errors_problemIp',
  localhost: 'errors_problemLocalhost',
  no_suffix: 'errors_problemNoSuffix',
  too_long: 'errors_problemTooLong',
  label_too_long: 'errors_problemLabelTooLong',
  empty_label: 'errors_problemEmptyLabel',
  hyphen: 'errors_problemHyphen',
  invalid: 'errors_problemInvalid',
} as const satisfies Record<NotASiteReason, MessageKey>;

/**
 * What is wrong with a name that is not a public domain, in one wording for every place that says it
 * (the popup, imports, batch lookups, audiences): short, without repeating the input, which a list of
 * refused lines shows beside it. In the UI language.
 */
export function domainProblem(reason: NotASiteReason): string {
  return t(PROBLEM_KEYS[reason]);
}
