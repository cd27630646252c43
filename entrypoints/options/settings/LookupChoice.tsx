// First-run setup, asked once after the key is saved: look a new site up as soon as the popup opens
// (1 credit per new site), or ask first. The answer is "Ask before each lookup" in Settings › Popup.
import { useState } from 'react';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { SettingsView } from '@/lib/messaging/protocol';
import { ErrorNotice } from '@/components/ErrorNotice';
import { creditText } from '@/components/format';
import { priceOf } from '@/lib/api/prices';

export function LookupChoice({ onChange }: { onChange: (settings: SettingsView) => void }) {
  const [error, setError] = useState<ApiError | null>(null);
  async function choose(askBeforeLookup: boolean) {
    try {
      onChange(await messenger.send('settings.update', { askBeforeLookup, lookupChoiceMade: true }));
    } catch (e) {
      setError(e as ApiError);
    }
  }
  return (
    <section className="notice lookup-choice" aria-labelledby="lookup-choice-title">
      <h2 id="lookup-choice-title">When you open StackLens on a new site</h2>
      <p>Looking a site up costs {creditText(priceOf('domain.technologies'))} the first time; a site already looked up is free while its answer is cached.</p>
      <div className="row">
        <button type="button" onClick={() => void choose(false)}>
          Look up automatically · {creditText(priceOf('domain.technologies'))} per new site
        </button>
        <button type="button" onClick={() => void choose(true)}>
          Ask me first · nothing spent until I press Look up
        </button>
      </div>
      <p className="hint">You can change this at any time: Settings › Popup › Ask before each lookup.</p>
      {error && <ErrorNotice error={error} />}
    </section>
  );
}
