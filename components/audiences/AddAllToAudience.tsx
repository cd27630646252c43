// "Add all to audience", used by result tables of other sections (technology sites,
// signals, lead lists): puts the given domains into an existing or new audience.
// The worker's calls come in as `actions` (lib/ui/audience-actions.ts: audienceBulkActions).
import { useState, type FormEvent } from 'react';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import type { AudienceBulkActions } from '@/lib/ui/audience-actions';
import { AudiencePicker, NEW_AUDIENCE, pickerReady } from './AudiencePicker';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

export interface AddAllToAudienceProps {
  /** Registrable domains (already normalised by the caller, or raw: the audience import normalises). */
  domains: string[];
  /** Button label; default "Add all to audience". */
  label?: string;
  /** The worker's audience calls. */
  actions: AudienceBulkActions;
}

export function AddAllToAudience({ domains, label = t('audiences_addAll'), actions }: AddAllToAudienceProps) {
  const [audiences, setAudiences] = useState<AudienceView[] | null>(null);
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function open() {
    const { audiences, lastUsedId } = await actions.list();
    setAudiences(audiences);
    setChoice(lastUsedId ?? audiences[0]?.id ?? NEW_AUDIENCE);
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const target = choice === NEW_AUDIENCE ? await actions.create(newName.trim()) : audiences!.find((a) => a.id === choice)!;
      let added = 0;
      let duplicates = 0;
      let rejected = 0;
      for (let i = 0; i < domains.length; i += 1000) {
        const r = await actions.addLines(target.id, domains.slice(i, i + 1000));
        added += r.added;
        duplicates += r.duplicates;
        rejected += r.rejected.length;
      }
      const n = (x: number) => formatNumber(x);
      setMessage({
        ok: true,
        text: rejected
          ? t('audiences_addedAllRejected', [n(added), target.name, n(duplicates), n(rejected)])
          : t('audiences_addedAll', [n(added), target.name, n(duplicates)]),
      });
      setAudiences(null);
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    }
  }
  return (
    <div className="add-all-to-audience">
      {audiences === null ? (
        <button type="button" disabled={domains.length === 0} onClick={() => void open().catch((e: Error) => setMessage({ ok: false, text: e.message }))}>
          {label}
        </button>
      ) : (
        <form className="row" onSubmit={submit} aria-label={label}>
          <AudiencePicker audiences={audiences} choice={choice} onChoice={setChoice} newName={newName} onNewName={setNewName} />
          <button type="submit" className="primary" disabled={!pickerReady(choice, newName)}>
            {tn('audiences_addDomains', domains.length)}
          </button>
          <button type="button" onClick={() => setAudiences(null)}>
            {t('audiences_cancel')}
          </button>
        </form>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={`notice ${message.ok ? 'notice-ok' : 'notice-warn'}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
