// A domain the database does not have (404, free): say so plainly and offer live detection, a paid
// crawl (5 credits), with the mode chosen and the balance before and after confirmed first.
import { useEffect, useState } from 'react';
import type { ResponseData } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import type { BalanceView, CallResultView } from '@/lib/messaging/protocol';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ColumnHeaders } from '@/components/DataTable';
import { ErrorNotice } from '@/components/ErrorNotice';
import { RelativeTime } from '@/components/RelativeTime';
import { Sentence } from '@/components/Sentence';
import { TechIcon } from '@/components/TechIcon';
import { LocalPanel } from './LocalPanel';
import type { LocalState } from './use-local-detection';
import { budgetsUrl, creditsUrl, settingsUrl as settingsHref } from '@/lib/ui/routes';
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/components/format';
import { useConfirmedSpend } from '@/lib/ui/use-confirmed-spend';
import { t, tn } from '@/lib/i18n';
import { categoryLabel } from '@/lib/display/api-values';
import { compareText } from '@/lib/display/sorted-groups';

type Mode = 'light' | 'full' | 'fetch';
type Live = ResponseData<'live.detect'>;
const COST = priceOf('live.detect');
/** Each mode's name, its hint and its words inside a sentence ("light mode"): catalog keys, read at render. */
const MODES: {
  id: Mode;
  label: 'popup_modeLight' | 'popup_modeFull' | 'popup_modeFetch';
  hint: 'popup_modeLightHint' | 'popup_modeFullHint' | 'popup_modeFetchHint';
  inSentence: 'popup_modeInLight' | 'popup_modeInFull' | 'popup_modeInFetch';
}[] = [
  { id: 'light', label: 'popup_modeLight', hint: 'popup_modeLightHint', inSentence: 'popup_modeInLight' },
  { id: 'full', label: 'popup_modeFull', hint: 'popup_modeFullHint', inSentence: 'popup_modeInFull' },
  { id: 'fetch', label: 'popup_modeFetch', hint: 'popup_modeFetchHint', inSentence: 'popup_modeInFetch' },
];
/** "light mode", in the UI language; a mode the API adds later reads as the API names it. */
const modeWords = (mode: string) => {
  const known = MODES.find((m) => m.id === mode);
  return known ? t(known.inSentence) : mode;
};
const urlOf = (domain: string) => `https://${domain}/`;

function LiveResult({ result, storedAt }: { result: Live; storedAt: number }) {
  const techs = [...result.technologies].sort((a, b) => compareText(categoryLabel(a.category), categoryLabel(b.category)) || compareText(a.name, b.name));
  return (
    <section aria-labelledby="live-title" className="live-result">
      <h2 id="live-title">{t('popup_liveTitle')}</h2>
      <p className="hint">
        <Sentence message={(when) => t('popup_liveFrom', [modeWords(result.mode), when])}>
          <RelativeTime value={result.detected_at ?? storedAt} />
        </Sentence>{' '}
        {tn('popup_liveFound', techs.length)}
      </p>
      <table>
        <ColumnHeaders
          columns={[{ header: t('components_colTechnology') }, { header: t('popup_colVersion') }, { header: t('popup_colConfidence'), kind: 'number' }]}
        />
        <tbody>
          {techs.map((t) => (
            <tr key={t.id}>
              <td>
                <TechIcon name={t.name} icon={null} size={16} /> {t.name} <span className="hint">{categoryLabel(t.category)}</span>
              </td>
              <td>{t.version ?? '—'}</td>
              <td>{t.confidence}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** `domain` (punycode) is what is crawled; `display` (Unicode) is what the user reads. */
export function LiveDetectView({
  domain,
  display = domain,
  balance,
  plan,
  testKey,
  onSpent,
  local,
}: {
  domain: string;
  display?: string;
  balance: BalanceView | null;
  plan?: string | null;
  testKey?: boolean;
  onSpent: () => void;
  local?: LocalState;
}) {
  const [mode, setMode] = useState<Mode>('light');
  const [result, setResult] = useState<CallResultView<'live.detect'> | null>(null);
  const detection = useConfirmedSpend(async () => {
    // "Detect again" is a new crawl: past the cache, and paid.
    const r = await messenger.call('live.detect', { url: urlOf(domain), mode }, { refresh: result !== null });
    setResult(r);
    return r;
  }, onSpent);
  const { confirming, busy, error } = detection;
  // The free on-page result comes first, so the user can judge whether 5 credits are worth it: the paid
  // button waits until it is done (or failed).
  const checking = local?.status === 'pending';

  useEffect(() => {
    // A detection already paid for, in any mode, is shown from the cache for free.
    Promise.all(MODES.map((m) => messenger.send('cache.peek', { endpoint: 'live.detect', params: { url: urlOf(domain), mode: m.id } }).catch(() => null))).then(
      (hits) => {
        const newest = hits.filter((h): h is CallResultView => h !== null).sort((a, b) => b.storedAt - a.storedAt)[0];
        if (newest) setResult(newest as CallResultView<'live.detect'>);
      },
    );
  }, [domain]);

  return (
    <div className="live">
      <h1>{display}</h1>
      {/* The offer to crawl reads as an offer until a detection ran; then it gives way to the result. */}
      <p className={result ? 'hint' : 'notice notice-warn'} role="status">
        {busy ? t('popup_crawling', [display]) : result ? t('popup_notInDbFound', [display]) : t('popup_notInDb', [display])}
      </p>
      {/* A cached live detection reports versions: the page's are compared with them. */}
      {local && <LocalPanel state={local} live={result?.data ?? null} />}
      {result && <LiveResult result={result.data} storedAt={result.storedAt} />}
      <fieldset className="modes">
        <legend>{t('popup_detectionMode')}</legend>
        {MODES.map((m) => (
          <label key={m.id}>
            <input type="radio" name="mode" value={m.id} checked={mode === m.id} onChange={() => setMode(m.id)} />
            <strong>{t(m.label)}</strong> <span className="hint">{t(m.hint)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="primary" disabled={busy || checking} onClick={detection.ask}>
        {busy
          ? t('popup_detecting')
          : checking
            ? t('popup_checkingFirst')
            : result
              ? t('popup_detectAgain', [creditText(COST)])
              : t('popup_liveDetect', [creditText(COST)])}
      </button>
      {error && (
        <ErrorNotice
          error={error}
          onRetry={detection.ask}
          cost={COST}
          settingsHref={settingsHref()}
          creditsHref={creditsUrl()}
          budgetsHref={budgetsUrl()}
          plan={plan}
          resetAt={balance?.resetAt}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t('popup_liveConfirmTitle')}
          cost={COST}
          feature="live_detection"
          balance={balance?.balance ?? null}
          testMode={testKey}
          confirmLabel={t('popup_detectCost', [creditText(COST)])}
          onConfirm={() => void detection.confirm()}
          onCancel={detection.cancel}
        >
          <p>{t('popup_liveConfirmText', [display, modeWords(mode), creditText(COST)])}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
