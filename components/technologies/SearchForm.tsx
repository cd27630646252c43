// The catalog search box: a name or a category, and a button that states what the search costs. An
// empty box spends nothing: it says what to type instead of listing (and billing) the whole catalog.
import { useId, useState } from 'react';
import { costLabel } from './cost';
import { priceOf } from '@/lib/api/prices';
import { submitWith } from '@/lib/ui/submit';
import { t } from '@/lib/i18n';

export interface SearchFormProps {
  query: string;
  onQueryChange(query: string): void;
  /** Called only with something typed. */
  onSearch(): void;
  /** A fresh cached answer exists for this search: it is free. */
  cached: boolean;
  busy?: boolean;
}

export function SearchForm({ query, onQueryChange, onSearch, cached, busy }: SearchFormProps) {
  const id = useId();
  const [empty, setEmpty] = useState(false);
  const typed = query.trim() !== '';
  function submit() {
    setEmpty(!typed);
    if (typed) onSearch();
  }
  return (
    <form role="search" className="tech-search-form" onSubmit={submitWith(submit)}>
      <label htmlFor={id}>{t('technologies_searchLabel')}</label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder={t('technologies_searchPlaceholder')}
        aria-invalid={empty && !typed ? true : undefined}
        aria-describedby={empty && !typed ? `${id}-empty` : undefined}
        onChange={(e) => onQueryChange(e.target.value)}
      />
      <button type="submit" className="primary" disabled={busy}>
        {t('companies_searchCost', [costLabel(priceOf('technologies.search'), cached)])}
      </button>
      {empty && !typed && (
        <p id={`${id}-empty`} className="field-error" role="alert">
          {t('technologies_emptySearch')}
        </p>
      )}
    </form>
  );
}
