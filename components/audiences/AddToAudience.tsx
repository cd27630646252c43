// The popup's "Save to audience" control: pick an audience or create one by name, save the site, undo
// in one click. One message at a time ("Saved to …" after a save, else where the site already is), and
// the button is ticked and disabled for an audience that already holds the site. Loaded lazily, so
// the popup's first render stays small.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { t } from '@/lib/i18n';
import { settingsUrl } from '@/lib/ui/routes';
import { ErrorNotice, type ErrorLike } from '../ErrorNotice';
import { AudiencePicker, NEW_AUDIENCE, pickerReady } from './AudiencePicker';

import type { AudienceActions, AudienceChoice } from '@/lib/ui/audience-actions';

export type { AudienceActions, AudienceChoice } from '@/lib/ui/audience-actions';

/** Whatever was thrown, as ErrorNotice shows it (the worker's errors keep their kind, wait and reset date). */
function problemOf(e: unknown): ErrorLike {
  const err = (e && typeof e === 'object' ? e : {}) as Partial<ErrorLike> & { message?: string };
  return { ...err, kind: err.kind ?? 'validation', message: err.message ?? String(e) };
}

export default function AddToAudience({ domain, display, actions }: { domain: string; display: string; actions: AudienceActions }) {
  const [state, setState] = useState<Awaited<ReturnType<AudienceActions['forDomain']>> | null>(null);
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [done, setDone] = useState<{ audience: AudienceChoice; added: boolean } | null>(null);
  const [problem, setProblem] = useState<ErrorLike | null>(null);

  const load = useCallback(
    () =>
      actions.forDomain(domain).then((next) => {
        setState(next);
        setChoice((c) => c || next.lastUsedId || next.audiences[0]?.id || NEW_AUDIENCE);
      }),
    [actions, domain],
  );
  useEffect(() => {
    load().catch((e: unknown) => setProblem(problemOf(e)));
  }, [load]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    try {
      const audience = choice === NEW_AUDIENCE ? await actions.create(newName.trim()) : state!.audiences.find((a) => a.id === choice)!;
      const { added } = await actions.add(audience.id, domain);
      setDone({ audience, added: added > 0 });
      setNewName('');
      setChoice(audience.id);
      await load();
    } catch (err) {
      setProblem(problemOf(err));
    }
  }
  async function undo() {
    if (!done) return;
    setProblem(null);
    try {
      await actions.remove(done.audience.id, domain);
      setDone(null);
      await load();
    } catch (err) {
      setProblem(problemOf(err));
    }
  }
  function retryLoad() {
    setProblem(null);
    void load().catch((e: unknown) => setProblem(problemOf(e)));
  }
  // A failed first load says why (and offers to try again) instead of leaving the control out.
  if (!state) {
    return problem ? (
      <section className="add-to-audience" aria-label={t('audiences_addTo')}>
        <ErrorNotice error={problem} onRetry={retryLoad} settingsHref={settingsUrl()} />
      </section>
    ) : null;
  }
  const containing = state.audiences.filter((a) => state.containing.includes(a.id));
  const saved = state.containing.includes(choice);
  return (
    <section className="add-to-audience" aria-label={t('audiences_saveTo')}>
      {done?.added ? (
        <p role="status">
          {t('audiences_savedTo', [display, done.audience.name])}{' '}
          <button type="button" className="inline-button" onClick={() => void undo()}>
            {t('audiences_undo')}
          </button>
        </p>
      ) : (
        <p role="status" className={containing.length ? 'saved-in' : 'visually-hidden'}>
          {containing.length ? t('audiences_savedIn', [containing.map((a) => a.name).join(', ')]) : t('audiences_inNone', [display])}
        </p>
      )}
      <form className="row" onSubmit={submit}>
        {state.audiences.length === 0 ? (
          // No audience yet: the only choice is a new one, so only its name is asked.
          <label>
            {t('audiences_newName')}
            <input value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={100} required placeholder={t('audiences_namePlaceholder')} />
          </label>
        ) : (
          <AudiencePicker audiences={state.audiences} choice={choice} onChoice={setChoice} newName={newName} onNewName={setNewName} />
        )}
        <button type="submit" className={saved ? 'saved' : undefined} disabled={saved || !pickerReady(choice, newName)}>
          {saved ? (
            <>
              <span aria-hidden="true">✓ </span>
              {t('audiences_saved')}
            </>
          ) : (
            t('audiences_saveTo')
          )}
        </button>
      </form>
      {problem && <ErrorNotice error={problem} />}
    </section>
  );
}
