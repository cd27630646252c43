// The catalog search box: a name or a category, and a button that states what the search costs. An
// empty box spends nothing: it says what to type instead of listing (and billing) the whole catalog.
import { useId, useState } from 'react';
import { costLabel } from './cost';
import { priceOf } from '@/lib/api/prices';
import { submitWith } from '@/lib/ui/submit';

export interface SearchFormProps {
  query: string;
  onQueryChange(query: string): void;
  /** Called only with something typed. */
  onSearch(): void;
  /** A fresh cached answer exists for this search: it is free. */
  cached: boolean;
  busy?: boolean;
}

export const EMPTY_SEARCH = 'Type a technology or a category to search, for example React or Analytics. Nothing was spent.';

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
      <label htmlFor={id}>Technology name or category</label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="e.g. React, Analytics"
        aria-invalid={empty && !typed ? true : undefined}
        aria-describedby={empty && !typed ? `${id}-empty` : undefined}
        onChange={(e) => onQueryChange(e.target.value)}
      />
      <button type="submit" className="primary" disabled={busy}>
        Search · {costLabel(priceOf('technologies.search'), cached)}
      </button>
      {empty && !typed && (
        <p id={`${id}-empty`} className="field-error" role="alert">
          {EMPTY_SEARCH}
        </p>
      )}
    </form>
  );
}
