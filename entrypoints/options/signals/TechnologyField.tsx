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
import { t } from '@/lib/i18n';
import { categoryLabel } from '@/lib/display/api-values';

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
  const pick = (choice: Choice) => {
    slot.onPick({ id: choice.id, name: choice.name });
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
          <button type="button" onClick={() => slot.onPick(null)} aria-label={t('signals_changeOf', [slot.label])}>
            {t('signals_change')}
          </button>
        </div>
      </div>
    );
  }
  const state = search.state;
  const lower = typed.toLowerCase();
  const fromList = suggestions.filter((s) => !typed || s.name.toLowerCase().includes(lower));
  const free: Choice[] = [...fromList, ...seen.filter((tech) => !fromList.some((s) => s.id === tech.id))];
  const results = state.status === 'loaded' ? state.data.technologies.filter((tech) => !free.some((o) => o.id === tech.id)) : [];
  return (
    <div className="filter-field picker">
      <label htmlFor={id}>{slot.label}</label>
      <div className="row">
        <input
          id={id}
          type="search"
          value={text}
          placeholder={t('signals_typeName')}
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
          {t('signals_searchCatalog', [costLabel(priceOf('technologies.search'), cached)])}
        </button>
      </div>
      <p id={`${id}-hint`} className="hint">
        {t('signals_pickerHint', [costLabel(priceOf('technologies.search'), cached)])}
      </p>
      {slot.error && (
        <p id={`${id}-error`} className="field-error">
          {slot.error}
        </p>
      )}
      {state.status === 'loading' && (
        <p role="status" className="hint">
          {t('signals_searching')}
        </p>
      )}
      {state.status === 'error' && <ErrorNotice error={state.error} />}
      {(free.length > 0 || state.status === 'loaded') && (
        <ul className="picker-options" aria-label={t('signals_matchesFor', [slot.label])}>
          {free.map((choice) => (
            <li key={`s${choice.id}`}>
              <button type="button" onClick={() => pick(choice)}>
                {choice.name} <span className="hint">{choice.category ? t('signals_categoryFree', [categoryLabel(choice.category)]) : t('common_free')}</span>
              </button>
            </li>
          ))}
          {results.map((choice) => (
            <li key={choice.id}>
              <button type="button" onClick={() => pick(choice)}>
                {choice.name} <span className="hint">{categoryLabel(choice.category)}</span>
              </button>
            </li>
          ))}
          {state.status === 'loaded' && state.data.technologies.length === 0 && <li className="hint">{t('signals_noMatch', [state.data.search])}</li>}
        </ul>
      )}
    </div>
  );
}
