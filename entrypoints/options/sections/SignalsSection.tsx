// Options › Signals & alerts: the explorer (paid, a page at a time) and the alerts (free).
// #signals/explore?type=…&technology=…&name=… opens the explorer prefilled (from the popup).
import { KeyRequired } from '../KeyRequired';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TechnologySummary } from '@/lib/api/schemas';
import { emptySignalForm, type SignalForm } from '@/lib/signals/form';
import { AlertsPanel } from '../signals/AlertsPanel';
import { ExplorerPanel } from '../signals/ExplorerPanel';
import { prefillFromHash } from '@/lib/ui/routes';
import { useHashRoute } from '@/lib/ui/use-hash-route';
import '../technologies/technologies.css';
import '../signals/signals.css';

import { t } from '@/lib/i18n';

function initialForm(now: number): SignalForm {
  const prefill = prefillFromHash(location.hash);
  const form = emptySignalForm(now, prefill?.type);
  return prefill?.technology ? { ...form, technology: prefill.technology } : form;
}

export function SignalsSection({ now }: { now?: number } = {}) {
  const [form, setForm] = useState(() => initialForm(now ?? Date.now()));
  const [explorerKey, setExplorerKey] = useState(0);
  const [alertDraft, setAlertDraft] = useState<SignalForm | null>(null);
  // Names resolved from a pasted list are offered by every technology field, the alert form's too.
  const [resolved, setResolved] = useState<TechnologySummary[]>([]);
  const addResolved = useCallback((found: TechnologySummary[]) => setResolved((r) => [...r, ...found.filter((f) => !r.some((x) => x.id === f.id))]), []);
  // A new prefilled address (the popup's link again) restarts the explorer with it; the address the
  // page opened with is already in the first form.
  const hash = useHashRoute();
  const opened = useRef(hash);
  useEffect(() => {
    if (hash === opened.current || !prefillFromHash(hash)) return;
    opened.current = hash;
    setForm(initialForm(now ?? Date.now()));
    setExplorerKey((k) => k + 1);
  }, [hash, now]);
  const taken = useCallback(() => setAlertDraft(null), []);
  return (
    <section aria-labelledby="signals-title" className="signals-section technologies-section">
      <h1 id="signals-title">{t('signals_title')}</h1>
      <KeyRequired why={t('signals_keyRequired')}>
        <ExplorerPanel
          key={explorerKey}
          form={form}
          onFormChange={setForm}
          onSaveAsAlert={setAlertDraft}
          resolved={resolved}
          onResolved={addResolved}
          now={now}
        />
        <AlertsPanel draftFrom={alertDraft} onDraftTaken={taken} suggestions={resolved} now={now} />
      </KeyRequired>
    </section>
  );
}
