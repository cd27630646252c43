// Picks 1–10 technologies for a lead list: those StackLens has seen in any answer are offered for
// free as you type (local catalog); the catalog search (1 credit a page, cached and shared with Options ›
// Technologies) is made only on Search.
import { useId, useState } from 'react';
import { TechIcon } from '@/components/TechIcon';
import { ResultFrame } from '@/components/technologies/ResultFrame';
import { SearchForm } from '@/components/technologies/SearchForm';
import { LEAD_LIST_BOUNDS } from '@/lib/api/schemas';
import type { TechnologyChoice } from '@/lib/db/technologies';
import { useTechnologySuggestions } from '@/lib/ui/use-technology-suggestions';
import { useApi } from '@/lib/ui/use-api';
import { SEARCH_LIMIT } from '../technologies/SearchPanel';
import { useCached } from '@/lib/ui/use-cached';
import { priceOf } from '@/lib/api/prices';
import { creditText } from '@/components/format';

const MAX = LEAD_LIST_BOUNDS.technologies.max;
// The same parameters as the Technologies section's search, so its cached pages are free here.
const params = (search: string) => ({ search, limit: SEARCH_LIMIT, offset: 0 });

function Choices({
  label,
  technologies,
  selected,
  onAdd,
}: {
  label: string;
  technologies: TechnologyChoice[];
  selected: TechnologyChoice[];
  onAdd(t: TechnologyChoice): void;
}) {
  const full = selected.length >= MAX;
  return (
    <ul className="tech-tiles tech-choices" aria-label={label}>
      {technologies.map((t) => {
        const chosen = selected.some((s) => s.id === t.id);
        return (
          <li key={t.id} className="tech-tile">
            <TechIcon name={t.name} icon={t.icon} size={20} />
            <span className="tech-result-name">{t.name}</span> <span className="hint">{t.category}</span>
            <button type="button" onClick={() => onAdd(t)} disabled={chosen || full} aria-label={`Add ${t.name}`}>
              {chosen ? 'Added' : 'Add'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface TechnologiesPickerProps {
  selected: TechnologyChoice[];
  onChange(selected: TechnologyChoice[]): void;
  error?: string;
}

export function TechnologiesPicker({ selected, onChange, error }: TechnologiesPickerProps) {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const search = useApi('technologies.search', asked !== null ? params(asked) : null, 'auto');
  const typed = query.trim();
  const known = useTechnologySuggestions(typed);
  const cached = useCached('technologies.search', typed ? params(typed) : null);
  const errorId = useId();

  const add = (t: TechnologyChoice) => {
    if (selected.length < MAX && !selected.some((s) => s.id === t.id)) onChange([...selected, t]);
  };

  return (
    <fieldset className="tech-picker" aria-describedby={error ? errorId : undefined}>
      <legend>
        Technologies ({LEAD_LIST_BOUNDS.technologies.min}–{MAX})
      </legend>
      {selected.length === 0 ? (
        <p className="hint">None chosen yet: find technologies below. Companies using any of them are listed.</p>
      ) : (
        <ul className="tech-chips" aria-label="Chosen technologies">
          {selected.map((t) => (
            <li key={t.id}>
              {t.name}
              <button type="button" aria-label={`Remove ${t.name}`} onClick={() => onChange(selected.filter((s) => s.id !== t.id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {selected.length >= MAX && <p className="hint">That is the most a lead list takes ({MAX}). Remove one to add another.</p>}
      <SearchForm query={query} onQueryChange={setQuery} onSearch={() => typed && setAsked(typed)} cached={cached} busy={search.state.status === 'loading'} />
      {typed && known.length > 0 && (
        <section aria-label="Known technologies">
          <h4>Already known to StackLens · free</h4>
          <Choices label="Known technologies" technologies={known} selected={selected} onAdd={add} />
        </section>
      )}
      {typed && known.length === 0 && asked === null && (
        <p className="hint">
          None known locally yet for “{typed}”: search the catalog ({creditText(priceOf('technologies.search'))}, then cached).
        </p>
      )}
      <ResultFrame title="technologies" state={search.state} cost={priceOf('technologies.search')} onRetry={search.load} onRefresh={search.refresh}>
        {(data) =>
          data.technologies.length === 0 ? (
            <p className="hint">No technologies match “{data.search}”.</p>
          ) : (
            <section aria-label="Catalog results">
              <h4>Catalog results for “{data.search}”</h4>
              <Choices label="Catalog results" technologies={data.technologies} selected={selected} onAdd={add} />
            </section>
          )
        }
      </ResultFrame>
    </fieldset>
  );
}
