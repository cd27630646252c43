// Picks 1–10 technologies for a lead list (and for an ideal customer's condition, Settings › Ideal customer): those StackLens has seen in any answer are offered for
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
import { creditText, formatNumber } from '@/components/format';
import { t } from '@/lib/i18n';
import { categoryLabel } from '@/lib/display/api-values';

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
      {technologies.map((tech) => {
        const chosen = selected.some((s) => s.id === tech.id);
        return (
          <li key={tech.id} className="tech-tile">
            <TechIcon name={tech.name} icon={tech.icon} size={20} />
            <span className="tech-result-name">{tech.name}</span> <span className="hint">{categoryLabel(tech.category)}</span>
            <button type="button" onClick={() => onAdd(tech)} disabled={chosen || full} aria-label={t('leadLists_addTech', [tech.name])}>
              {chosen ? t('leadLists_added') : t('leadLists_add')}
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
  /** Another picker's words (the ideal customer's): its legend, the hint while none is chosen, the hint at the most. */
  words?: { legend: string; none: string; atMost: string };
}

export function TechnologiesPicker({ selected, onChange, error, words }: TechnologiesPickerProps) {
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const search = useApi('technologies.search', asked !== null ? params(asked) : null, 'auto');
  const typed = query.trim();
  const known = useTechnologySuggestions(typed);
  const cached = useCached('technologies.search', typed ? params(typed) : null);
  const errorId = useId();

  const add = (tech: TechnologyChoice) => {
    if (selected.length < MAX && !selected.some((s) => s.id === tech.id)) onChange([...selected, tech]);
  };

  return (
    <fieldset className="tech-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{words?.legend ?? t('leadLists_techLegend', [formatNumber(LEAD_LIST_BOUNDS.technologies.min), formatNumber(MAX)])}</legend>
      {selected.length === 0 ? (
        <p className="hint">{words?.none ?? t('leadLists_noneChosen')}</p>
      ) : (
        <ul className="tech-chips" aria-label={t('leadLists_chosen')}>
          {selected.map((tech) => (
            <li key={tech.id}>
              {tech.name}
              <button type="button" aria-label={t('leadLists_removeTech', [tech.name])} onClick={() => onChange(selected.filter((s) => s.id !== tech.id))}>
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
      {selected.length >= MAX && <p className="hint">{words?.atMost ?? t('leadLists_techMax', [formatNumber(MAX)])}</p>}
      <SearchForm query={query} onQueryChange={setQuery} onSearch={() => typed && setAsked(typed)} cached={cached} busy={search.state.status === 'loading'} />
      {typed && known.length > 0 && (
        <section aria-label={t('leadLists_known')}>
          <h4>{t('leadLists_knownHeading')}</h4>
          <Choices label={t('leadLists_known')} technologies={known} selected={selected} onAdd={add} />
        </section>
      )}
      {typed && known.length === 0 && asked === null && <p className="hint">{t('leadLists_noneKnown', [typed, creditText(priceOf('technologies.search'))])}</p>}
      <ResultFrame
        title={t('leadLists_searchTitle')}
        state={search.state}
        cost={priceOf('technologies.search')}
        onRetry={search.load}
        onRefresh={search.refresh}
      >
        {(data) =>
          data.technologies.length === 0 ? (
            <p className="hint">{t('leadLists_noMatch', [data.search])}</p>
          ) : (
            <section aria-label={t('leadLists_catalogResults')}>
              <h4>{t('leadLists_catalogResultsFor', [data.search])}</h4>
              <Choices label={t('leadLists_catalogResults')} technologies={data.technologies} selected={selected} onAdd={add} />
            </section>
          )
        }
      </ResultFrame>
    </fieldset>
  );
}
