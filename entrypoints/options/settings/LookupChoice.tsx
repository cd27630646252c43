// First-run setup, asked once after the key is saved: look a new site up as soon as the popup opens
// (1 credit per new site), or ask first. The answer is "Ask before each lookup" in Settings › Popup.
import { useState } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView } from '@/lib/messaging/protocol';
import { ErrorNotice } from '@/components/ErrorNotice';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';
import { t } from '@/lib/i18n';
import { ASK_BEFORE_LOOKUP_ID } from './PopupSettings';

export function LookupChoice({ onChange }: { onChange: (settings: SettingsView) => void }) {
  const [error, setError] = useState<ApiError | null>(null);
  const cost = creditText(priceOf('domain.technologies'));
  async function choose(askBeforeLookup: boolean) {
    try {
      onChange(await messenger.send('settings.update', { askBeforeLookup, lookupChoiceMade: true }));
      // The question goes with the answer, and the focus with it: to the box that holds the answer, where it can be changed.
      requestAnimationFrame(() => document.getElementById(ASK_BEFORE_LOOKUP_ID)?.focus());
    } catch (e) {
      setError(e as ApiError);
    }
  }
  return (
    <section className="notice lookup-choice" aria-labelledby="lookup-choice-title">
      <h2 id="lookup-choice-title">{t('settings_choiceTitle')}</h2>
      <p>{t('settings_choiceCost', [cost])}</p>
      <div className="row">
        <button type="button" onClick={() => void choose(false)}>
          {t('settings_choiceAuto', [cost])}
        </button>
        <button type="button" onClick={() => void choose(true)}>
          {t('settings_choiceAsk')}
        </button>
      </div>
      <p className="hint">{t('settings_choiceLater')}</p>
      {error && <ErrorNotice error={error} />}
    </section>
  );
}
