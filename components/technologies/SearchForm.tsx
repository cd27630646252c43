// The catalog search box: a name or a category, and a button that states what the search costs.
import { useId } from 'react';
import { costLabel } from './cost';
import { priceOf } from '@/lib/api/prices';
import { submitWith } from '@/lib/ui/submit';

export interface SearchFormProps {
  query: string;
  onQueryChange(query: string): void;
  onSearch(): void;
  /** A fresh cached answer exists for this search: it is free. */
  cached: boolean;
  busy?: boolean;
}

export function SearchForm({ query, onQueryChange, onSearch, cached, busy }: SearchFormProps) {
  const id = useId();
  return (
    <form role="search" className="tech-search-form" onSubmit={submitWith(onSearch)}>
      <label htmlFor={id}>Technology name or category</label>
      <input id={id} type="search" value={query} placeholder="e.g. React, Analytics" onChange={(e) => onQueryChange(e.target.value)} />
      <button type="submit" className="primary" disabled={busy}>
        Search · {costLabel(priceOf('technologies.search'), cached)}
      </button>
    </form>
  );
}
