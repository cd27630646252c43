// @vitest-environment happy-dom
// Settings › Hidden on-page technologies, over the worker's real handlers and database: every hidden
// technology per site with Show again, Show all again, and an empty state.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createHiddenHandlers } from '@/lib/worker/features/hidden';
import { everyHidden, hideTechnology } from '@/lib/db/hidden-technologies';
import { freshDb, manualClock } from '../../../lib/support/fake-api';
import { resetWorker } from './mock-worker';

const { HiddenSettings } = await import('@/entrypoints/options/settings/HiddenSettings');

let db = freshDb();
beforeEach(() => {
  db = freshDb();
  const deps = {
    db,
    ctx: { db, defaultBaseUrl: '' },
    api: () => Promise.reject(new Error('unused')),
    call: () => Promise.reject(new Error('unused')),
    now: manualClock().now,
  };
  resetWorker(createHiddenHandlers(deps));
});
afterEach(cleanup);

const names = (site: string) =>
  within(screen.getByRole('list', { name: `Hidden on ${site}` }))
    .getAllByRole('listitem')
    .map((li) => li.firstChild!.textContent);

it('lists what is hidden per site and shows one again, then all', async () => {
  await hideTechnology(db, 'example.com', 'jQuery', 1);
  await hideTechnology(db, 'example.com', 'Hotjar', 1);
  await hideTechnology(db, 'shop.co.uk', 'Stripe', 1);
  render(<HiddenSettings />);
  await screen.findByRole('heading', { level: 3, name: 'example.com' });
  expect(names('example.com')).toEqual(['Hotjar', 'jQuery']);
  expect(names('shop.co.uk')).toEqual(['Stripe']);

  fireEvent.click(screen.getByRole('button', { name: 'Show again: jQuery on example.com' }));
  await waitFor(() => expect(names('example.com')).toEqual(['Hotjar']));
  expect((await everyHidden(db)).map((r) => r.name)).toEqual(['Hotjar', 'Stripe']);

  fireEvent.click(screen.getByRole('button', { name: 'Show all again' }));
  await screen.findByText('Nothing is hidden.');
  expect(await everyHidden(db)).toEqual([]);
  expect(screen.queryByRole('list', { name: /Hidden on/ })).toBeNull();
});

it('says when nothing is hidden', async () => {
  render(<HiddenSettings />);
  await screen.findByText('Nothing is hidden.');
  expect(screen.getByRole('heading', { level: 2, name: 'Hidden on-page technologies' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show all again' })).toBeNull();
});
