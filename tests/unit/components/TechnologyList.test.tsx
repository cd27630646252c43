// @vitest-environment happy-dom
// A technology row is read out as it is shown: its name, the subdomain, "seen on this page" and its
// dates; nothing visible is hidden from screen readers by a shorter label.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TechnologyList } from '@/components/TechnologyList';
import { REVEAL_STEP } from '@/components/use-revealed';

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

describe('<TechnologyList> with a site of 2,000 technologies', () => {
  it('renders every technology once, under its category, categories in order, a part at a time', async () => {
    const categories = ['Analytics', 'CDN', 'Ecommerce', 'Widgets'];
    const active = Array.from({ length: 2_000 }, (_, i) => tech(i + 1, `Tech ${(i * 37) % 2_000}`, categories[i % 4]!));
    render(<TechnologyList active={active} historical={[tech(9_001, 'Magento', 'Ecommerce')]} onOpen={() => undefined} now={NOW} />);
    // The first render holds a part (no task renders thousands of rows); the rest follows task by task.
    expect(screen.getAllByRole('button')).toHaveLength(REVEAL_STEP);
    expect(screen.getByRole('heading', { name: 'Analytics 500' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(2_001));
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([...categories, 'No longer detected']);
    for (const [i, category] of categories.entries()) {
      const rows = sections[i]!.querySelectorAll('li');
      expect(rows).toHaveLength(500);
      expect(sections[i]!.querySelector('h3')!.textContent).toBe(`${category} 500`);
    }
    expect(screen.getAllByRole('button', { name: /^Tech / })).toHaveLength(2_000);
  });
});
