// Strings from the API (and domains from anywhere) as they may be shown: the vendor's data is not
// trusted to be harmless on screen. Links and images only from http(s) / https URLs; bidi control
// characters, which can make a name read backwards, removed; a domain whose label mixes scripts
// ("pаypal.com" with a Cyrillic "а") shown in punycode, as the browser's address bar shows it.
import { toASCII, toUnicode } from 'punycode/punycode.es6.js';

/** Unicode's Bidi_Control characters (LRM, RLM, ALM, embeddings, overrides, isolates). */
const BIDI_CONTROL = /\p{Bidi_Control}/gu;

const HAS_BIDI_CONTROL = /\p{Bidi_Control}/u;

export function stripBidi(text: string): string {
  return HAS_BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROL, '') : text;
}

/** Control characters (C0, DEL, C1: tabs and line breaks too), lone surrogate halves and U+FFFE/U+FFFF. */
const NOT_TEXT = /\p{Cc}+|[\p{Cs}\uFFFE\uFFFF]/gu;

/**
 * A server string for a one-line text surface outside the pages (the address bar's suggestions): no bidi
 * controls, each run of control characters a space, and nothing XML 1.0 refuses (Chrome drops a whole
 * suggestion list over one description it cannot parse).
 */
export function lineText(text: string): string {
  return stripBidi(text).replace(NOT_TEXT, (run) => (/\p{Cc}/u.test(run) ? ' ' : ''));
}

/**
 * An http(s) link from an API string, or null: a `javascript:` value must never become an href.
 * A bare host gets https://.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

// An address as the HTML standard's <input type=email> accepts it (ASCII, no spaces, one @, a host of
// labels); bidi controls, line breaks and anything else are refused.
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * A `mailto:` link for an email from an API string, or null (show it as text): only a valid address,
 * its local part encoded so a `?` or `&` in it can never add a recipient, a subject or a body.
 */
export function mailtoHref(email: string | null | undefined): string | null {
  if (!email || email.length > 254 || !EMAIL.test(email)) return null;
  const at = email.lastIndexOf('@');
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${email.slice(at + 1)}`;
}

/** An image source from an API string: the same check as links, and https only (never data:, http:, …). */
export function safeImageSrc(value: string | null | undefined): string | null {
  const href = safeHref(value);
  return href?.startsWith('https://') ? href : null;
}

// Scripts told apart in a domain label. Letters of a script not listed count as one "other" script.
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Mongolian',
  'Ethiopic',
  'Cherokee',
  'Canadian_Aboriginal',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** Mixes a browser shows in Unicode: Latin with the scripts of Japanese, Chinese or Korean writing. */
const ALLOWED_MIXES = [new Set(['Latin', 'Han', 'Hiragana', 'Katakana']), new Set(['Latin', 'Han', 'Bopomofo']), new Set(['Latin', 'Han', 'Hangul'])];
/** Invisible or direction-changing characters: a label with one is never shown in Unicode. */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Zs}]/u;

function scriptsOf(label: string): Set<string> {
  const found = new Set<string>();
  for (const char of label) {
    if (NEUTRAL.test(char)) continue;
    found.add(SCRIPTS.find(([, re]) => re.test(char))?.[0] ?? 'other');
  }
  return found;
}

/** Whether a (Unicode) label mixes scripts in a way a browser would not show as Unicode. */
export function mixesScripts(label: string): boolean {
  const scripts = scriptsOf(label);
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)));
}

/**
 * A domain (ASCII/punycode or Unicode) as it may be shown: Unicode when every label is written in
 * one script (or an allowed mix), its punycode form otherwise.
 */
export function displayDomain(domain: string): string {
  const text = stripBidi(domain.trim());
  let ascii: string;
  let unicode: string;
  try {
    ascii = toASCII(text.toLowerCase());
    unicode = toUnicode(ascii);
  } catch {
    return text;
  }
  const labels = unicode.split('.');
  return labels.some((label) => INVISIBLE.test(label) || mixesScripts(label)) ? ascii : unicode;
}

/** Fields of API answers that are image URLs: kept only when https. */
const IMAGE_FIELDS = new Set(['icon', 'logo']);

/**
 * An API answer made safe to hand to a page: every string without bidi controls, and every image
 * field (icon, logo) an https URL or null. Applied where every reply leaves the worker
 * (lib/messaging/background.ts), to notifications (lib/worker/features/jobs.ts) and to exports
 * (lib/export/export.ts).
 */
export function sanitizeServerData<T>(value: T): T {
  return clean(value, null) as T;
}

// Copies only what changes: most replies hold nothing to clean, and a large one (a ledger of thousands
// of rows) then costs a walk, not a copy.
function clean(value: unknown, field: string | null): unknown {
  if (typeof value === 'string') return field !== null && IMAGE_FIELDS.has(field) ? safeImageSrc(value) : stripBidi(value);
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = clean(value[i], null);
      if (item !== value[i]) (out ??= value.slice())[i] = item;
    }
    return out ?? value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let out: Record<string, unknown> | null = null;
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      const cleaned = clean(item, key);
      if (cleaned !== item) (out ??= { ...value })[key] = cleaned;
    }
    return out ?? value;
  }
  return value;
}
