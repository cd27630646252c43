// A technology field for the explorer and alerts. Typing never spends: it offers, for free, every
// technology StackLens has seen in any answer and the names resolved from a pasted list. The catalog
// is searched only on Enter or on the button, which states its price (free when cached).
import { useId, useState } from 'react';
import type { PickerSlot } from '@/components/signals/SignalQueryFields';
import { costLabel } from '@/components/technologies/cost';
import type { TechnologySummary } from '@/lib/api/schemas';
import { ErrorNotice } from '@/components/ErrorNotice';
import { useApi } from '@/lib/ui/use-api';
import { useCached } from '@/lib/ui/use-cached';
import { useTechnologySuggestions } from '@/lib/ui/use-technology-suggestions';
import { priceOf } from '@/lib/api/prices';

export const PICKER_LIMIT = 8;
const searchParams = (search: string) => ({ search, limit: PICKER_LIMIT, offset: 0 });

type Choice = { id: number; name: string; category: string };

export function TechnologyField({ slot, suggestions }: { slot: PickerSlot; suggestions: TechnologySummary[] }) {
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const typed = text.trim();
  const seen = useTechnologySuggestions(slot.value ? '' : typed, PICKER_LIMIT);
  const cached = useCached('technologies.search', typed.length >= 2 ? searchParams(typed) : null);
  const search = useApi('technologies.search', slot.value || asked === null ? null : searchParams(asked), 'auto');
  const pick = (t: Choice) => {
    slot.onPick({ id: t.id, name: t.name });
    setText('');
    setAsked(null);
  };
  const searchCatalog = () => {
    if (typed.length >= 2) setAsked(typed);
  };

  if (slot.value) {
    return (
      <div className="filter-field picker">
        <span className="picker-label" id={id}>
          {slot.label}
        </span>
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
  const lower = typed.toLowerCase();
  const fromList = suggestions.filter((s) => !typed || s.name.toLowerCase().includes(lower));
  const free: Choice[] = [...fromList, ...seen.filter((t) => !fromList.some((s) => s.id === t.id))];
  const results = state.status === 'loaded' ? state.data.technologies.filter((t) => !free.some((o) => o.id === t.id)) : [];
  return (
    <div className="filter-field picker">
      <label htmlFor={id}>{slot.label}</label>
      <div className="row">
        <input
          id={id}
          type="search"
          value={text}
          placeholder="Type a name"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches this field; it never submits the form around it.
            if (e.key === 'Enter') {
              e.preventDefault();
              searchCatalog();
            }
          }}
          aria-invalid={slot.error ? true : undefined}
          aria-describedby={`${id}-hint${slot.error ? ` ${id}-error` : ''}`}
        />
        <button type="button" onClick={searchCatalog} disabled={typed.length < 2 || state.status === 'loading'}>
          Search catalog · {costLabel(priceOf('technologies.search'), cached)}
        </button>
      </div>
      <p id={`${id}-hint`} className="hint">
        Technologies StackLens has already seen are offered as you type, free. Enter or Search catalog looks the name up in the catalog:{' '}
        {costLabel(priceOf('technologies.search'), cached)}.
      </p>
      {slot.error && (
        <p id={`${id}-error`} className="field-error">
          {slot.error}
        </p>
      )}
      {state.status === 'loading' && (
        <p role="status" className="hint">
          Searching…
        </p>
      )}
      {state.status === 'error' && <ErrorNotice error={state.error} />}
      {(free.length > 0 || state.status === 'loaded') && (
        <ul className="picker-options" aria-label={`Matches for ${slot.label}`}>
          {free.map((t) => (
            <li key={`s${t.id}`}>
              <button type="button" onClick={() => pick(t)}>
                {t.name} <span className="hint">{[t.category, 'free'].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
          {results.map((t) => (
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
