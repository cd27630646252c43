// Look up any domain, or a pasted URL. The field takes the popup's full width and the button is short:
// the price is a hint under them (and the button's description): 1 credit, free when the domain's
// answer is cached (a local, free check while typing), or free with "Ask before each lookup" (the
// domain view then asks before paying).
import { useEffect, useState, type FormEvent } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { TargetView } from '@/lib/messaging/protocol';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { t } from '@/lib/i18n';

/** What pressing Look up spends, as the hint under the field says it (`noCredits`: a live key at 0 credits). */
export function lookUpPrice(askFirst: boolean, cached: boolean, noCredits = false): string {
  if (cached) return t('popup_priceCached');
  if (noCredits) return t('popup_priceNoCredits');
  return askFirst ? t('popup_priceAskFirst') : creditText(priceOf('domain.technologies'));
}

/** Whether the typed domain's lookup is in the cache and fresh: free to read, no API request. */
function useCachedLookup(text: string): boolean {
  // The answer is kept with the text it is about: while another is typed, it is not cached.
  const [peeked, setPeeked] = useState<{ text: string; cached: boolean } | null>(null);
  useEffect(() => {
    const input = text.trim();
    if (!input) return;
    let live = true;
    // After typing pauses: resolving and peeking are local, but need not run on every key.
    const timer = setTimeout(() => {
      messenger
        .send('domain.resolve', { input })
        .then((target) => (target.ok && live ? messenger.send('cache.peek', { endpoint: 'domain.technologies', params: { domain: target.domain } }) : null))
        .then(
          (hit) => live && setPeeked({ text, cached: hit?.source === 'cache' }),
          () => undefined,
        );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return peeked?.text === text && peeked.cached;
}

export function SearchBox({
  onSearch,
  askFirst = false,
  noCredits = false,
}: {
  onSearch: (input: string) => Promise<TargetView>;
  askFirst?: boolean;
  /** A live key at 0 credits: only a cached domain can be looked up until the reset. */
  noCredits?: boolean;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cached = useCachedLookup(text);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = await onSearch(text);
    setProblem(target.ok ? null : target.message);
    if (target.ok) setText('');
  }
  return (
    <form className="search" role="search" onSubmit={(e) => void submit(e)}>
      <label htmlFor="lookup" className="visually-hidden">
        {t('popup_searchLabel')}
      </label>
      <input
        id="lookup"
        type="search"
        placeholder={t('popup_searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'lookup-problem' : undefined}
        spellCheck={false}
        autoComplete="off"
      />
      <button type="submit" aria-describedby="lookup-price">
        {t('popup_lookUp')}
      </button>
      <p id="lookup-price" className="hint search-price">
        {t('popup_lookUpPrice', [lookUpPrice(askFirst, cached, noCredits)])}
      </p>
      {problem && (
        <p id="lookup-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
