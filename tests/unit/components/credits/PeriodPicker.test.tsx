// @vitest-environment happy-dom
// The period picker: presets apply at once; a custom range is only applied once it is valid.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodPicker } from '@/components/credits/PeriodPicker';

const NOW = Date.parse('2026-03-30T15:00:00Z');
const LAST30 = { start: '2026-03-01', end: '2026-03-30' };
afterEach(cleanup);

function setup() {
  const onChange = vi.fn();
  render(<PeriodPicker choice="last30" period={LAST30} now={NOW} onChange={onChange} />);
  return onChange;
}

function custom(start: string, end: string) {
  fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: end } });
  fireEvent.click(screen.getByRole('button', { name: 'Show this period' }));
}

describe('<PeriodPicker>', () => {
  it('offers the four presets and a custom range, Last 30 days checked', () => {
    setup();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'This month', 'Last 90 days', 'Custom range']);
    expect((screen.getByRole('radio', { name: 'Last 30 days' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Showing Mar 1 – Mar 30, 2026/)).toBeTruthy();
  });

  it('applies a preset as soon as it is picked', () => {
    const onChange = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    expect(onChange).toHaveBeenCalledWith('last90', { start: '2025-12-31', end: '2026-03-30' });
  });

  it('opens the custom range on the current period and asks for nothing until it is applied', () => {
    const onChange = setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('2026-03-30');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['2026-03-20', '2026-03-10', 'Start date', 'The start date must be on or before the end date.'],
    ['2026-03-01', '2026-04-02', 'End date', 'The end date cannot be in the future: today is Mar 30, 2026 (UTC).'],
    ['2025-01-01', '2026-03-01', 'Start date', 'The range may be at most 365 days; this one is 425 days.'],
    ['', '2026-03-01', 'Start date', 'Enter a start date.'],
  ])('refuses %s to %s, marking %s: %s', (start, end, field, message) => {
    const onChange = setup();
    custom(start, end);
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(field).getAttribute('aria-describedby')).toBe(screen.getByText(message).id);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a valid custom range and clears the message', () => {
    const onChange = setup();
    custom('2026-03-20', '2026-03-10');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-03-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show this period' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('custom', { start: '2026-03-20', end: '2026-03-25' });
    expect(screen.queryByText(/must be on or before/)).toBeNull();
  });
});
