// After a refresh: the members it crawled whose stack this browser has not looked up. A refresh updates
// the database (the contract gives members only `last_scanned_at`); seeing a member's technologies is
// a lookup. They are offered here as one priced batch: the total first, the balance after and any cap
// it would cross in its confirmation, the cached ones free and not counted, then one lookup each.
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorNotice } from '@/components/ErrorNotice';
import { creditText } from '@/components/format';
import { toApiError, type ApiErrorData } from '@/lib/api/errors';
import { priceOf } from '@/lib/api/prices';
import { formatNumber } from '@/lib/display/format';
import { messenger } from '@/lib/messaging/client';
import { budgetsUrl, creditsUrl, settingsHash } from '@/lib/ui/routes';
import { t, tn } from '@/lib/i18n';
import { useWorkerChanges } from '@/lib/ui/use-worker-changes';

const credits = (n: number) => tn('common_credits', n);

export function ScannedLookups({ audienceId, audienceName, onLooked }: { audienceId: string; audienceName: string; onLooked: () => void }) {
  const [offer, setOffer] = useState<{ domains: string[]; cached: number } | null>(null);
  const [asked, setAsked] = useState(0);
  const [confirming, setConfirming] = useState<{ balance: number | null } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [looked, setLooked] = useState<{ members: number; credits: number } | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  // The members' last scans arrive after the job finishes (pulled by the worker): asked again then.
  useWorkerChanges('audiences', () => setAsked((n) => n + 1));
  useEffect(() => {
    let live = true;
    messenger.send('audiences.scannedLookups', { id: audienceId }).then(
      (o) => live && setOffer(o),
      (e) => live && setError(toApiError(e)),
    );
    return () => {
      live = false;
    };
  }, [audienceId, asked]);
  if (!offer) return error ? <ErrorNotice error={error} /> : null;
  // No member has a scan yet (the refresh crawled none): nothing to offer, nothing to say.
  if (offer.domains.length === 0 && offer.cached === 0 && !looked) return null;
  const price = priceOf('domain.technologies');
  const total = offer.domains.length * price;

  async function ask() {
    const balance = await messenger.send('credits.get', {}).then(
      (b) => b.balance,
      () => null,
    );
    setConfirming({ balance });
  }
  async function lookUpAll(domains: readonly string[]) {
    setConfirming(null);
    setError(null);
    setLooked(null);
    let done = 0;
    let spent = 0;
    setProgress(0);
    try {
      // One at a time: a refusal (a cap, the balance) stops the rest, and what was spent is said.
      for (const domain of domains) {
        spent += (await messenger.call('domain.technologies', { domain })).credits;
        setProgress(++done);
      }
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setProgress(null);
      setLooked({ members: done, credits: spent });
      setAsked((n) => n + 1);
      onLooked();
    }
  }
  return (
    <section aria-labelledby="scanned-title" className="scanned-lookups">
      <h4 id="scanned-title">{t('audienceBuild_scannedTitle')}</h4>
      <p className="hint">{t('audienceBuild_scannedWhy', [creditText(price)])}</p>
      {offer.domains.length > 0 && <p>{tn('audienceBuild_scannedOffer', offer.domains.length, [credits(total)])}</p>}
      {offer.domains.length === 0 && progress === null && <p>{t('audienceBuild_scannedNone')}</p>}
      {offer.cached > 0 && <p className="hint">{tn('audienceBuild_scannedCached', offer.cached)}</p>}
      {offer.domains.length > 0 && (
        <button type="button" className="primary" disabled={progress !== null} onClick={() => void ask()}>
          {t('audienceBuild_scannedButton', [credits(total)])}
        </button>
      )}
      {progress !== null && (
        <p role="status">
          <progress aria-label={t('audienceBuild_scannedProgressLabel')} max={Math.max(1, offer.domains.length)} value={progress} />{' '}
          {tn('audienceBuild_scannedProgress', offer.domains.length, [formatNumber(progress)])}
        </p>
      )}
      {looked && progress === null && (
        <p role="status" className="notice">
          {tn('audienceBuild_scannedDone', looked.members, [credits(looked.credits)])}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('audienceBuild_scannedConfirmTitle', [audienceName])}
          cost={total}
          balance={confirming.balance}
          feature="lookup"
          confirmLabel={t('audienceBuild_scannedButton', [credits(total)])}
          onConfirm={() => void lookUpAll(offer.domains)}
          onCancel={() => setConfirming(null)}
        >
          <p>{tn('audienceBuild_scannedConfirmBody', offer.domains.length, [creditText(price), credits(total)])}</p>
          {offer.cached > 0 && <p>{tn('audienceBuild_scannedCached', offer.cached)}</p>}
        </ConfirmDialog>
      )}
      {error && <ErrorNotice error={error} settingsHref={settingsHash} creditsHref={creditsUrl()} budgetsHref={budgetsUrl()} />}
    </section>
  );
}
