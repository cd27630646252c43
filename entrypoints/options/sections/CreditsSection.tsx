// Options › Credits & usage: balance, usage over a period (server figures and this
// browser's ledger, all free), the two side by side, the key and its rotation, and budgets.
import { useState } from 'react';
import { LoadingBlock } from '@/components/credits/LoadingBlock';
import { NoKeyPrompt } from '@/components/credits/NoKeyPrompt';
import { DEFAULT_PRESET, presetPeriod, type Period, type PeriodChoice } from '@/components/credits/period';
import { PeriodPicker } from '@/components/credits/PeriodPicker';
import { ErrorNotice } from '@/components/ErrorNotice';
import { messenger } from '@/lib/messaging/client';
import { BalancePanel } from '../credits/BalancePanel';
import { KeyPanel } from '../credits/KeyPanel';
import { UsagePanels } from '../credits/UsagePanels';
import { currentKey, useLedger, useServerFigures } from '../credits/use-credits-data';
import { latest, useLoad } from '@/lib/ui/use-load';
import { BudgetsPanel } from '../credits/BudgetsPanel';
import { t } from '@/lib/i18n';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import { budgetsHash } from '@/lib/ui/routes';
import '../credits/credits.css';

/** `now` fixes the clock (tests); the page's opening time otherwise. */
export function CreditsSection({ now: fixedNow }: { now?: number } = {}) {
  const [now] = useState(() => fixedNow ?? Date.now());
  // #credits/budgets: opened from a cap's refusal, to raise it.
  const atBudgets = useHashRoute() === budgetsHash;
  const [reload, setReload] = useState(0);
  const [keyState, retryKey] = useLoad(() => messenger.send('keys.describe', {}), `${reload}`);
  const [choice, setChoice] = useState<PeriodChoice>(DEFAULT_PRESET);
  const [period, setPeriod] = useState<Period>(() => presetPeriod(DEFAULT_PRESET, now));

  const key = latest(keyState);
  const configured = key?.configured === true;
  const [server, retryServer] = useServerFigures(period, configured, reload);
  const [ledger, retryLedger, ledgerVersion] = useLedger(period, configured, reload);
  const record = server.status === 'loaded' ? currentKey(server.data.account.keys) : null;

  // The key changed: its description, balance and usage are all reloaded (the dialog stays open).
  const onRotated = () => setReload((n) => n + 1);

  return (
    <section aria-labelledby="credits-title" className="credits-section">
      <h1 id="credits-title">{t('credits_title')}</h1>
      {!key ? (
        keyState.status === 'error' ? (
          <ErrorNotice error={keyState.error} onRetry={retryKey} />
        ) : (
          <LoadingBlock label={t('credits_loadingCredits')} lines={4} />
        )
      ) : !configured ? (
        <NoKeyPrompt />
      ) : (
        <>
          <h2>{t('credits_balance')}</h2>
          <BalancePanel keyInfo={key} reload={reload} now={now} />
          <h2>{t('credits_period')}</h2>
          <PeriodPicker
            choice={choice}
            period={period}
            now={now}
            onChange={(c, p) => {
              setChoice(c);
              setPeriod(p);
            }}
          />
          <UsagePanels
            period={period}
            server={server}
            ledger={ledger}
            reload={reload}
            ledgerVersion={ledgerVersion}
            retryServer={retryServer}
            retryLedger={retryLedger}
          />
          <h2>{t('credits_apiKey')}</h2>
          <KeyPanel keyInfo={key} record={record} onRotated={onRotated} />
        </>
      )}
      <h2 id="budgets">{t('credits_budgets')}</h2>
      <BudgetsPanel focusCaps={atBudgets} />
    </section>
  );
}
