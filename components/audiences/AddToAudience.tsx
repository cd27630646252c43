// The popup's "Add to audience" control: pick an audience or create one by name, see
// "Already in <audience>", undo in one click. Loaded lazily, so the popup's first render stays small.
import { useEffect, useState, type FormEvent } from 'react';
import { settingsUrl } from '@/lib/ui/routes';
import { ErrorNotice, type ErrorLike } from '../ErrorNotice';
import { AudiencePicker, NEW_AUDIENCE, pickerReady } from './AudiencePicker';

export interface AudienceChoice {
  id: string;
  name: string;
}

/** What the control needs from the worker; the popup passes these (components import no messaging). */
export interface AudienceActions {
  forDomain(domain: string): Promise<{ audiences: AudienceChoice[]; containing: string[]; lastUsedId: string | null }>;
  create(name: string): Promise<AudienceChoice>;
  add(audienceId: string, domain: string): Promise<{ added: number }>;
  remove(audienceId: string, domain: string): Promise<void>;
}


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

  async function load() {
    const next = await actions.forDomain(domain);
    setState(next);
    setChoice((c) => c || next.lastUsedId || next.audiences[0]?.id || NEW_AUDIENCE);
  }
  useEffect(() => {
    void load().catch((e: unknown) => setProblem(problemOf(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when the domain changes
  }, [domain]);

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
      <section className="add-to-audience" aria-label="Add to audience">
        <ErrorNotice error={problem} onRetry={retryLoad} settingsHref={settingsUrl()} />
      </section>
    ) : null;
  }
  const containing = state.audiences.filter((a) => state.containing.includes(a.id));
  return (
    <section className="add-to-audience" aria-label="Add to audience">
      {containing.length > 0 && <p className="hint">Already in {containing.map((a) => a.name).join(', ')}</p>}
      {done && (
        <p role="status">
          {done.added ? `Added ${display} to “${done.audience.name}”.` : `${display} was already in “${done.audience.name}”.`}{' '}
          {done.added && (
            <button type="button" onClick={() => void undo()}>
              Undo
            </button>
          )}
        </p>
      )}
      <form className="row" onSubmit={submit}>
        <AudiencePicker audiences={state.audiences} choice={choice} onChoice={setChoice} newName={newName} onNewName={setNewName} />
        <button type="submit" disabled={!pickerReady(choice, newName)}>
          Add to audience
        </button>
      </form>
      {problem && <ErrorNotice error={problem} />}
    </section>
  );
}
