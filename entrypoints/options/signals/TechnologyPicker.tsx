// A technology field that searches the catalog as the user types: debounced, 1 credit a search,
// a search already made is free (cached), and the field says so. Names resolved from a pasted list
// are offered too, for free.
import { useEffect, useId, useState } from 'react';
import type { PickerSlot } from '@/components/signals/SignalQueryFields';
import { creditText } from '@/components/format';
import type { TechnologySummary } from '@/lib/api/schemas';
import { ErrorNotice } from '@/components/ErrorNotice';
import { useApi } from '@/lib/ui/use-api';

export const SEARCH_DEBOUNCE_MS = 500;
export const PICKER_LIMIT = 8;

export function TechnologyPicker({ slot, suggestions }: { slot: PickerSlot; suggestions: TechnologySummary[] }) {
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = text.trim();
    const timer = setTimeout(() => setTerm(t.length >= 2 ? t : ''), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useApi('technologies.search', slot.value || !term ? null : { search: term, limit: PICKER_LIMIT, offset: 0 }, 'auto');
  const pick = (t: TechnologySummary) => {
    slot.onPick({ id: t.id, name: t.name });
    setText('');
    setTerm('');
  };

  if (slot.value) {
    return (
      <div className="filter-field picker">
        <span className="picker-label" id={id}>{slot.label}</span>
        <div className="row picked" aria-labelledby={id}>
          <strong>{slot.value.name}</strong>
          <button type="button" onClick={() => slot.onPick(null)} aria-label={`Change ${slot.label}`}>
            Change
          </button>
        </div>
      </div>
    );
  }
  const state = search.state;
  const offered = suggestions.filter((s) => !text.trim() || s.name.toLowerCase().includes(text.trim().toLowerCase()));
  return (
    <div className="filter-field picker">
      <label htmlFor={id}>{slot.label}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Type 2+ letters to search"
        onChange={(e) => setText(e.target.value)}
        aria-invalid={slot.error ? true : undefined}
        aria-describedby={`${id}-hint${slot.error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="hint">
        Searches after you stop typing: {creditText(1)} a search; a search already made is free (cached).
        {state.status === 'loaded' && (state.source === 'network' ? ` This search: ${creditText(state.credits)}.` : ' This search: free (cached).')}
      </p>
      {slot.error && <p id={`${id}-error`} className="field-error">{slot.error}</p>}
      {state.status === 'loading' && <p role="status" className="hint">Searching…</p>}
      {state.status === 'error' && <ErrorNotice error={state.error} />}
      {(offered.length > 0 || state.status === 'loaded') && (
        <ul className="picker-options" aria-label={`Matches for ${slot.label}`}>
          {offered.map((t) => (
            <li key={`s${t.id}`}>
              <button type="button" onClick={() => pick(t)}>
                {t.name} <span className="hint">{t.category} · from your list</span>
              </button>
            </li>
          ))}
          {state.status === 'loaded' &&
            state.data.technologies
              .filter((t) => !offered.some((o) => o.id === t.id))
              .map((t) => (
                <li key={t.id}>
                  <button type="button" onClick={() => pick(t)}>
                    {t.name} <span className="hint">{t.category}</span>
                  </button>
                </li>
              ))}
          {state.status === 'loaded' && state.data.technologies.length === 0 && <li className="hint">No technology matches “{state.data.search}”.</li>}
        </ul>
      )}
    </div>
  );
}
