// The address bar's words for a suggestion: the domain, then what opening it costs. Chrome reads a
// description as XML (text escaped, `<match>` and `<dim>` styled); Firefox shows it as plain text
// (lib/platform.ts), so the same words are written either way.
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/lib/display/credit-text';
import type { DomainSuggestion } from '@/lib/messaging/features/reach';
import { t } from '@/lib/i18n';
import { displayDomain, lineText } from '@/lib/display/server-strings';
import { resolveTarget } from '@/lib/domain/resolve';
import { likelyDomain } from './likely-domain';

/** Text made safe inside Chrome's description markup (element text: quotes need no escape there). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** What follows the domain: its first technologies and "cached, free", or where it was seen and its price. */
function detail(s: DomainSuggestion): string {
  // The cached answer's names, read straight from the cache (the pages' replies are sanitized in dispatch, not these).
  const names = s.technologies.map(lineText);
  if (s.source === 'cached') return names.length ? t('background_omniboxCachedTechs', [names.join(', ')]) : t('background_omniboxCached');
  return t(s.source === 'recent' ? 'background_omniboxRecent' : 'background_omniboxAudience', [creditText(priceOf('domain.technologies'))]);
}

/** Every server string in it goes through lineText (server-strings.ts), then, for Chrome, escapeXml. */
export function suggestionDescription(s: DomainSuggestion, markup: boolean): string {
  const domain = lineText(s.display);
  if (!markup) return `${domain} — ${detail(s)}`;
  return `<match>${escapeXml(domain)}</match> <dim>— ${escapeXml(detail(s))}</dim>`;
}

/** The first line, for what is typed (%s: the browser puts the text there). */
export function defaultDescription(markup: boolean): string {
  // The words are escaped for Chrome's markup; %s and <match> are the browser's, put in afterwards.
  return markup ? t('background_omniboxDefault', ['\uE000']).split('\uE000').map(escapeXml).join('<match>%s</match>') : t('background_omniboxDefault', ['%s']);
}

/** What is wrong with typed text that names no site: the site it most likely means (ASCII), and the sentence. */
export interface TypedProblem {
  guess: string | null;
  /** "shopify,com is not a domain name: did you mean shopify.com? …", or why no site can be meant. */
  sentence: string;
}

/** Null while the text is empty or names a site (the usual first line applies). */
export function typedProblem(text: string): TypedProblem | null {
  if (!text.trim()) return null;
  const target = resolveTarget(text);
  if (target.ok) return null;
  const guess = likelyDomain(text);
  if (guess === null) return { guess, sentence: target.message };
  return { guess, sentence: t('background_omniboxTypo', [lineText(text.trim().slice(0, 80)), displayDomain(guess)]) };
}

/** The first line for typed text that names no site: why, and the likely site (Enter opens it, asking first). */
export function problemDescription(problem: TypedProblem, markup: boolean): string {
  return markup ? escapeXml(problem.sentence) : problem.sentence;
}

/** The likely site as a suggestion of its own (Firefox shows a first line set while typing only on the next key). */
export function guessDescription(text: string, guess: string, markup: boolean): string {
  const domain = displayDomain(guess);
  const why = t('background_omniboxGuess', [lineText(text.trim().slice(0, 80))]);
  return markup ? `<match>${escapeXml(domain)}</match> <dim>— ${escapeXml(why)}</dim>` : `${domain} — ${why}`;
}
