// @vitest-environment happy-dom
// Settings › Storage: what each store holds, and clearing the cache or the spend ledger only after a
// confirmation that says what goes and what stays; audiences are not cleared here, and it says where.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StorageView } from '@/lib/messaging/protocol';
import { resetWorker, sentOf } from './mock-worker';
import { SETTINGS } from './fixtures';
import { keepLocalFrame, noteFrameScope, readLocalFrame } from '@/lib/first-paint/local-frame';

const { StorageSettings } = await import('@/entrypoints/options/settings/StorageSettings');

const STATS: StorageView = {
  cache: { entries: 340, bytes: 1_258_291, maxBytes: 52_428_800 },
  ledger: { rows: 12_345, foldedMonths: 0, oldestAt: Date.UTC(2026, 0, 3, 12) },
  audiences: { audiences: 3, members: 1_204 },
};
const EMPTY_CACHE = { entries: 0, bytes: 0, maxBytes: 52_428_800 };

beforeEach(() => {
  resetWorker({
    'storage.stats': () => STATS,
    'cache.clear': () => EMPTY_CACHE,
    'ledger.clear': () => ({ ...STATS, cache: STATS.cache, ledger: { rows: 0, foldedMonths: 0, oldestAt: null } }),
    'settings.update': (patch) => ({ ...SETTINGS, ...patch }),
  });
});
afterEach(cleanup);

const setup = () => render(<StorageSettings settings={SETTINGS} onChange={() => undefined} />);
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

describe('what is stored', () => {
  it('shows the cache, the ledger and the audiences', async () => {
    setup();
    await screen.findByText('1.2 MB of 50 MB, 340 answers.');
    expect(fact('Cache')).toBe('1.2 MB of 50 MB, 340 answers.');
    expect(fact('Spend ledger')).toBe('12,345 calls since Jan 3, 2026.');
    expect(fact('Audiences')).toBe('3 audiences, 1,204 members.');
    // Audiences are not cleared here: the page says where an audience is deleted.
    expect(screen.queryByRole('button', { name: /audiences/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'Audiences' })).toBeTruthy();
  });

  it('counts the months kept as monthly totals', async () => {
    resetWorker({ 'storage.stats': () => ({ ...STATS, ledger: { rows: 10, foldedMonths: 2, oldestAt: Date.UTC(2025, 9, 1, 12) } }) });
    setup();
    expect(await screen.findByText('10 calls since Oct 1, 2025, and 2 earlier months as monthly totals.')).toBeTruthy();
  });
});

describe('clearing the cache', () => {
  it('asks first, says what is kept, and sends nothing on Cancel', async () => {
    setup();
    await screen.findByText(/340 answers/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache…' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the cache?' });
    expect(dialog.textContent).toContain('looking them up again costs credits');
    expect(dialog.textContent).toContain('Your API key, settings, budgets, saved audiences and the spend ledger are kept.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentOf('cache.clear')).toEqual([]);
    expect(fact('Cache')).toMatch(/340 answers/);
  });

  it('clears on confirmation and shows the emptied cache, the other stores unchanged', async () => {
    setup();
    await screen.findByText(/340 answers/);
    noteFrameScope('s');
    keepLocalFrame('firstFrame:["shop.example",false]', { key: 'k', tree: '[]', theme: 'light', scope: 's', entry: 'e' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache…' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete cached answers' }));
    expect(await screen.findByText('0 B of 50 MB, 0 answers.')).toBeTruthy();
    expect(sentOf('cache.clear')).toEqual([{}]);
    // The popup's first frames of cached answers (localStorage) go with the cache.
    expect(readLocalFrame('firstFrame:["shop.example",false]')).toBeNull();
    expect(sentOf('ledger.clear')).toEqual([]);
    expect(fact('Spend ledger')).toBe('12,345 calls since Jan 3, 2026.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Cache cleared.');
  });
});

describe('clearing the spend ledger', () => {
  it('warns that spend history and budget counts go, then clears only the ledger', async () => {
    setup();
    await screen.findByText(/12,345 calls/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear spend ledger…' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the spend ledger?' });
    expect(dialog.textContent).toContain('loses its spend history');
    expect(dialog.textContent).toContain('budgets start counting');
    expect(dialog.textContent).toContain('Calls whose charge is not known yet (still running, or “possibly billed”) are kept until they are settled.');
    expect(dialog.textContent).toContain('The cache, audiences, settings and your API key are kept.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete spend history' }));
    expect(await screen.findByText('no calls recorded.')).toBeTruthy();
    expect(sentOf('ledger.clear')).toEqual([{}]);
    expect(sentOf('cache.clear')).toEqual([]);
    expect(fact('Cache')).toMatch(/340 answers/);
    expect(screen.getByRole('status').textContent).toBe('Spend ledger cleared.');
  });
});
