// @vitest-environment happy-dom
// A technology row is read out as it is shown: its name, the subdomain, "seen on this page" and its
// dates; nothing visible is hidden from screen readers by a shorter label.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TechnologyList } from '@/components/TechnologyList';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 23, 12);
const tech = (id: number, name: string, category: string, subdomain = '') => ({
  id,
  name,
  category,
  first_seen: '2023-11-01 00:00:00',
  last_seen: '2026-11-20 12:00:00',
  subdomain,
});

describe('<TechnologyList>', () => {
  it('names each row by its visible text: name, subdomain, seen on this page, dates', () => {
    render(
      <TechnologyList
        active={[tech(2, 'React', 'JavaScript frameworks', 'shop')]}
        historical={[]}
        onOpen={() => undefined}
        now={NOW}
        seenOnPage={new Set([2])}
      />,
    );
    const row = screen.getByRole('button', { name: /^React/ });
    expect(row.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'React on shop seen on this page since 3 years ago · seen 3 days ago' })).toBe(row);
  });
});
