// "Ask about this site": a question to the AI extractor (10 credits), confirmed first; the answer
// shows with its sources. The same question again is answered from the cache for free.
import { useEffect, useState, type FormEvent } from 'react';
import type { ResponseData } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import type { BalanceView } from '@/lib/messaging/protocol';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorNotice } from '@/components/ErrorNotice';
import { budgetsUrl, creditsUrl, settingsUrl as settingsHref } from '@/lib/ui/routes';
import { priceOf } from '@/lib/api/prices';
import { creditText, safeHref } from '@/components/format';
import { useConfirmedSpend } from '@/lib/ui/use-confirmed-spend';
import { t } from '@/lib/i18n';

const COST = priceOf('ai.extract');

export function AskView({
  domain,
  display,
  balance,
  plan,
  testKey,
  onSpent,
  unavailable,
}: {
  domain: string;
  display: string;
  balance: BalanceView | null;
  plan?: string | null;
  testKey?: boolean;
  onSpent: () => void;
  /** Why nothing paid can be asked now (no credits until the reset); a cached answer is still free. */
  unavailable?: string;
}) {
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ data: ResponseData<'ai.extract'>; cached: boolean } | null>(null);
  /** The question as typed is answered by a fresh cache entry: asking it is free, no confirmation. */
  const [cachedFor, setCachedFor] = useState<string | null>(null);
  const q = question.trim();
  const cached = q.length >= 3 && cachedFor === q;
  const asking = useConfirmedSpend(async () => {
    const result = await messenger.call('ai.extract', { domain, question: q });
    setAnswer({ data: result.data, cached: result.source !== 'network' });
    return result;
  }, onSpent);
  const { confirming, busy, error } = asking;

  useEffect(() => {
    if (q.length < 3 || q.length > 500) return;
    let live = true;
    // Reading the cache is local and free; only a fresh entry is served without a request.
    const timer = setTimeout(() => {
      messenger.send('cache.peek', { endpoint: 'ai.extract', params: { domain, question: q } }).then(
        (hit) => live && setCachedFor(hit?.source === 'cache' ? q : null),
        () => undefined,
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [domain, q, answer]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (q.length < 3 || q.length > 500) return setProblem(t('popup_askLength'));
    setProblem(null);
    // A fresh cached answer is free: no confirmation.
    if (cached) void asking.confirm();
    else asking.ask();
  }

  return (
    <details className="ask">
      {/* A paid action says its price before it is opened, as the History and Company tabs do. */}
      <summary>
        {t('popup_askSummary')} <span className="hint ask-price">· {creditText(COST)}</span>
      </summary>
      <form onSubmit={submit} className="form">
        <label htmlFor="ask-question">{t('popup_askLabel', [display])}</label>
        <textarea
          id="ask-question"
          rows={2}
          value={question}
          maxLength={500}
          onChange={(e) => setQuestion(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby="ask-help"
        />
        <small id="ask-help">{problem ?? t('popup_askHelp')}</small>
        <button type="submit" className="primary" disabled={busy || (Boolean(unavailable) && !cached)}>
          {busy ? t('popup_asking') : cached ? t('popup_askCached') : t('popup_askCost', [creditText(COST)])}
        </button>
        {unavailable && !cached && <p className="hint">{unavailable}</p>}
      </form>
      {error && (
        <ErrorNotice error={error} settingsHref={settingsHref()} creditsHref={creditsUrl()} budgetsHref={budgetsUrl()} plan={plan} resetAt={balance?.resetAt} />
      )}
      {answer && (
        <section aria-labelledby="ask-answer" className="ask-answer">
          <h2 id="ask-answer">{answer.cached ? t('popup_answerCached') : t('popup_answer')}</h2>
          <p>{answer.data.answer}</p>
          {answer.data.sources.length > 0 && (
            <>
              <h3>{t('popup_sources')}</h3>
              <ul>
                {answer.data.sources.map((s) => {
                  // The shared link check (lib/display/server-strings.ts): a javascript: source stays text.
                  const href = safeHref(s);
                  return (
                    <li key={s}>
                      {href ? (
                        <a href={href} target="_blank" rel="noreferrer">
                          {s}
                        </a>
                      ) : (
                        s
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('popup_askConfirmTitle')}
          feature="ai_extractor"
          cost={COST}
          balance={balance?.balance ?? null}
          testMode={testKey}
          confirmLabel={t('popup_askCost', [creditText(COST)])}
          onConfirm={() => void asking.confirm()}
          onCancel={asking.cancel}
        >
          <p>{t('popup_askConfirmText', [question.trim(), display, creditText(COST)])}</p>
        </ConfirmDialog>
      )}
    </details>
  );
}
