// The address bar's words for a suggestion: the domain, then what opening it costs. Chrome reads a
// description as XML (text escaped, `<match>` and `<dim>` styled); Firefox shows it as plain text
// (lib/platform.ts), so the same words are written either way.
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/components/format';
import type { DomainSuggestion } from '@/lib/messaging/features/reach';
import { t } from '@/lib/i18n';

/** Text made safe inside Chrome's description markup (element text: quotes need no escape there). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** What follows the domain: its first technologies and "cached, free", or where it was seen and its price. */
function detail(s: DomainSuggestion): string {
  if (s.source === 'cached') return s.technologies.length ? t('background_omniboxCachedTechs', [s.technologies.join(', ')]) : t('background_omniboxCached');
  return t(s.source === 'recent' ? 'background_omniboxRecent' : 'background_omniboxAudience', [creditText(priceOf('domain.technologies'))]);
}

export function suggestionDescription(s: DomainSuggestion, markup: boolean): string {
  if (!markup) return `${s.display} — ${detail(s)}`;
  return `<match>${escapeXml(s.display)}</match> <dim>— ${escapeXml(detail(s))}</dim>`;
}

/** The first line, for what is typed (%s: the browser puts the text there). */
export function defaultDescription(markup: boolean): string {
  // The words are escaped for Chrome's markup; %s and <match> are the browser's, put in afterwards.
  return markup ? t('background_omniboxDefault', ['\uE000']).split('\uE000').map(escapeXml).join('<match>%s</match>') : t('background_omniboxDefault', ['%s']);
}
