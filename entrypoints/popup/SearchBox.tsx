// Look up any domain, or a pasted URL. The field takes the popup's full width and the button is short:
// the price is a hint under them (and the button's description): 1 credit, free when the domain's
// answer is cached (a local, free check while typing), or free with "Ask before each lookup" (the
// domain view then asks before paying). A lookup a budget cap would refuse says so, with a link to
// the cap, until the cap is raised.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { BudgetCrossing, TargetView } from '@/lib/messaging/protocol';
import { Sentence } from '@/components/Sentence';
import { budgetsUrl } from '@/lib/ui/routes';
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

/**
 * The budget cap a lookup at its price would cross (the worker's free, local check), or null: asked at
 * open, after each search, and whenever the popup has the focus back (a cap raised in another tab).
 */
function useLookupCap(applies: boolean): [BudgetCrossing, () => void] {
  const [crossing, setCrossing] = useState<BudgetCrossing>(null);
  const [asked, setAsked] = useState(0);
  const again = useCallback(() => setAsked((n) => n + 1), []);
  useEffect(() => {
    if (!applies) return;
    let live = true;
    messenger.send('budgets.check', { spend: { lookup: priceOf('domain.technologies') } }).then(
      (c) => live && setCrossing(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [applies, asked]);
  useEffect(() => {
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [again]);
  return [applies ? crossing : null, again];
}

/** The hint under the field: the price, or the cap that refuses a lookup, with a link to raise it. */
function PriceHint({ price, cap }: { price: string; cap: BudgetCrossing }) {
  if (!cap) return <>{t('popup_lookUpPrice', [price])}</>;
  return (
    <Sentence message={(mark) => t('popup_lookUpOverCap', [cap.label, creditText(cap.cap), mark])}>
      <a href={budgetsUrl()} target="_blank" rel="noreferrer">
        {t('popup_raiseInBudgets')}
      </a>
    </Sentence>
  );
}

export function SearchBox({
  onSearch,
  askFirst = false,
  noCredits = false,
  budgeted = true,
}: {
  onSearch: (input: string) => Promise<TargetView>;
  askFirst?: boolean;
  /** A live key at 0 credits: only a cached domain can be looked up until the reset. */
  noCredits?: boolean;
  /** Budget caps apply (a live key: a test key is never charged, so no cap refuses it). */
  budgeted?: boolean;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cached = useCachedLookup(text);
  const [cap, checkCap] = useLookupCap(budgeted);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = await onSearch(text);
    checkCap();
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
        {/* A cached answer stays free whatever the caps; out of credits says so first. */}
        <PriceHint price={lookUpPrice(askFirst, cached, noCredits)} cap={cached || noCredits ? null : cap} />
      </p>
      {problem && (
        <p id="lookup-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
