// @vitest-environment happy-dom
// Settings › Ideal customer: a condition is picked with the technology typeahead (free suggestions) and
// stored with the settings; an empty technology list and an 11th condition are refused in words naming
// what is allowed, and what was saved stays.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FitCondition } from '@/lib/fit/conditions';
import type { SettingsView } from '@/lib/messaging/protocol';
import { resetWorker, sentOf } from './mock-worker';
import { SETTINGS } from './fixtures';

const { IdealCustomerSettings } = await import('@/entrypoints/options/settings/IdealCustomerSettings');

const KLAVIYO = { id: 7, name: 'Klaviyo', category: 'Email', icon: null };
const has: FitCondition = { kind: 'has', technologies: [{ id: 1, name: 'Shopify' }] };

beforeEach(() => {
  resetWorker({
    'settings.update': (patch) => ({ ...SETTINGS, ...patch }) as SettingsView,
    'catalog.suggest': ({ query }) => (/kla/i.test(query) ? [KLAVIYO] : []),
    'cache.peek': () => null,
  });
});
afterEach(cleanup);

describe('IdealCustomerSettings', () => {
  it('adds "lacks Klaviyo" picked from the free suggestions, and stores it', async () => {
    const onChange = vi.fn();
    render(<IdealCustomerSettings settings={{ ...SETTINGS, idealCustomer: [has] }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'lacks' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'kla' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Klaviyo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    await waitFor(() => expect(sentOf('settings.update')).toEqual([{ idealCustomer: [has, { kind: 'lacks', technologies: [{ id: 7, name: 'Klaviyo' }] }] }]));
    // The worker's answer comes after the message is sent: the page shows it when it is in.
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ idealCustomer: [has, { kind: 'lacks', technologies: [{ id: 7, name: 'Klaviyo' }] }] })),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ideal customer saved.'));
  });

  it('refuses a condition without a technology, saying how many to pick, and sends nothing', async () => {
    render(<IdealCustomerSettings settings={SETTINGS} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pick at least 1 technology for this condition (up to 10).');
    expect(sentOf('settings.update')).toEqual([]);
  });

  it('refuses an 11th condition and keeps the 10 saved', async () => {
    const ten = Array.from({ length: 10 }, () => has);
    render(<IdealCustomerSettings settings={{ ...SETTINGS, idealCustomer: ten }} onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Condition'), { target: { value: 'country' } });
    fireEvent.change(screen.getByLabelText('Countries, separated by commas'), { target: { value: 'Germany, France' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An ideal customer has at most 10 conditions: remove one to add another.');
    expect(sentOf('settings.update')).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Your conditions' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('removes a condition', async () => {
    const size: FitCondition = { kind: 'size', sizes: ['51-200'] };
    render(<IdealCustomerSettings settings={{ ...SETTINGS, idealCustomer: [has, size] }} onChange={() => undefined} />);
    expect(within(screen.getByRole('list', { name: 'Your conditions' })).getAllByRole('listitem')[1]!.textContent).toMatch(/^Company size 51-200/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    await waitFor(() => expect(sentOf('settings.update')).toEqual([{ idealCustomer: [size] }]));
  });
});
