// Options › Signals & alerts: the explorer (paid, a page at a time) and the alerts (free).
// #signals/explore?type=…&technology=…&name=… opens the explorer prefilled (from the popup).
import { useCallback, useEffect, useState } from 'react';
import type { TechnologySummary } from '@/lib/api/schemas';
import { emptySignalForm, type SignalForm } from '@/lib/signals/form';
import { AlertsPanel } from '../signals/AlertsPanel';
import { ExplorerPanel } from '../signals/ExplorerPanel';
import { prefillFromHash } from '../signals/route';
import '../technologies/technologies.css';
import '../signals/signals.css';

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
  useEffect(() => {
    const onHash = () => {
      if (!prefillFromHash(location.hash)) return;
      setForm(initialForm(now ?? Date.now()));
      setExplorerKey((k) => k + 1);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [now]);
  const taken = useCallback(() => setAlertDraft(null), []);
  return (
    <section aria-labelledby="signals-title" className="signals-section technologies-section">
      <h1 id="signals-title">Signals &amp; alerts</h1>
      <ExplorerPanel key={explorerKey} form={form} onFormChange={setForm} onSaveAsAlert={setAlertDraft} resolved={resolved} onResolved={addResolved} now={now} />
      <AlertsPanel draftFrom={alertDraft} onDraftTaken={taken} suggestions={resolved} now={now} />
    </section>
  );
}
