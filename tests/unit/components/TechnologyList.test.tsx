// @vitest-environment happy-dom
// A technology row is read out as it is shown: its name, the version the page shows, the subdomain,
// "seen on this page" and since when; nothing visible is hidden from screen readers by a shorter label.
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
  it('names each row by its visible text: name, version on this page, subdomain, seen on this page, since when', () => {
    render(
      <TechnologyList
        active={[tech(2, 'React', 'JavaScript frameworks', 'shop'), { ...tech(3, 'Klaviyo', 'Marketing automation'), first_seen: '2026-10-20 08:30:00' }]}
        historical={[{ ...tech(4, 'Magento', 'Ecommerce'), last_seen: '2024-11-12 08:30:00' }]}
        onOpen={() => undefined}
        now={NOW}
        seenOnPage={new Map([[2, '18.3.1']])}
        domain="example.com"
      />,
    );
    const row = screen.getByRole('button', { name: /^React/ });
    expect(row.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'React on shop.example.com seen on this page, version 18.3.1 since 2023' })).toBe(row);
    // The subdomain mark spells the host out and says what it means, to the eye (tooltip) and to a screen reader.
    const note = 'Seen on shop.example.com, a subdomain of example.com, not on example.com itself';
    expect(row.querySelector('.chip')!.getAttribute('title')).toBe(note);
    expect(document.getElementById(row.getAttribute('aria-describedby')!)!.textContent).toBe(note);
    // Within the last year, the month too; a technology no longer detected says until when.
    expect(
      screen.getByRole('button', {
        name: `Klaviyo since ${new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' }).format(Date.UTC(2026, 9, 20))}`,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Magento until 2024' })).toBeTruthy();
    // The exact time on hover.
    expect(row.querySelector('time')!.getAttribute('title')).toBe('Nov 1, 2023, 12:00:00 AM UTC');
  });
});

describe('<TechnologyList> with a site of 2,000 technologies', () => {
  it('renders every technology once, under its category, categories in order, a part at a time', async () => {
    const categories = ['Analytics', 'CDN', 'Ecommerce', 'Widgets'];
    const active = Array.from({ length: 2_000 }, (_, i) => tech(i + 1, `Tech ${(i * 37) % 2_000}`, categories[i % 4]!));
    const { container } = render(<TechnologyList active={active} historical={[tech(9_001, 'Magento', 'Ecommerce')]} onOpen={() => undefined} now={NOW} />);
    // The first render holds a part (no task renders thousands of rows); the rest follows task by task.
    expect(screen.getAllByRole('button')).toHaveLength(REVEAL_STEP);
    expect(screen.getByRole('heading', { name: 'Analytics 500' })).toBeTruthy();
    // Waited for by a plain count (a role query over 2,000 rows at every poll is what a loaded machine
    // cannot finish in time); the rows are then asked for by role once.
    await waitFor(() => expect(container.querySelectorAll('button')).toHaveLength(2_001));
    expect(screen.getAllByRole('button')).toHaveLength(2_001);
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
