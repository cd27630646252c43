// Why a name is not a public domain, in one wording for every place that says it. Apart from
// resolve.ts so a page can name a problem without loading the Public Suffix List (tldts).

export type NotASiteReason =
  'empty' | 'browser_page' | 'file' | 'ip' | 'localhost' | 'no_suffix' | 'too_long' | 'label_too_long' | 'empty_label' | 'hyphen' | 'invalid';

/**
 * What is wrong with a name that is not a public domain, in one wording for every place that says it
 * (the popup, imports, batch lookups, audiences): short, without repeating the input, which a list of
 * refused lines shows beside it.
 */
export const DOMAIN_PROBLEMS: Record<NotASiteReason, string> = {
  empty: 'nothing to look up',
  browser_page: 'a browser or extension page, not a website',
  file: 'a file on your computer, not a website',
  ip: 'an IP address, not a domain name',
  localhost: 'a name on your own computer (localhost)',
  no_suffix: 'no public suffix such as .com or .co.uk',
  too_long: 'longer than the 253 characters a domain name may have',
  label_too_long: 'a label is longer than 63 characters',
  empty_label: 'empty part between dots',
  hyphen: 'a label starts or ends with a hyphen',
  invalid: 'not a domain or URL',
};
