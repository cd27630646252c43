// @vitest-environment happy-dom
// The catalog search spends only on something typed: an empty box says what to type, and nothing is asked.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from '@/components/technologies/SearchForm';

afterEach(cleanup);

function setup(query: string) {
  const onSearch = vi.fn();
  render(<SearchForm query={query} onQueryChange={() => undefined} onSearch={onSearch} cached={false} />);
  return onSearch;
}

describe('<SearchForm>', () => {
  it.each(['', '   '])('an empty box (%j) spends nothing and says what to type', (query) => {
    const onSearch = setup(query);
    fireEvent.click(screen.getByRole('button', { name: 'Search · 1 credit' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Type a technology or a category to search, for example React or Analytics. Nothing was spent.');
    expect(screen.getByLabelText('Technology name or category').getAttribute('aria-invalid')).toBe('true');
  });

  it('searches what is typed, at its stated price', () => {
    const onSearch = setup('React');
    fireEvent.click(screen.getByRole('button', { name: 'Search · 1 credit' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
