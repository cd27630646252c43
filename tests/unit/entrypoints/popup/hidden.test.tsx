// @vitest-environment happy-dom
// "Not right?" on the popup's on-page rows, over the worker's real hidden-technology handlers and
// database: hide a row on this site (Undo at once, the count shown, Show again), and copy a report
// with no query string, with a visible confirmation or the text to copy by hand.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { Category } from '@/lib/local/rules/types';
import { LocalPanel } from '@/entrypoints/popup/LocalPanel';
import { createHiddenHandlers } from '@/lib/worker/features/hidden';
import { everyHidden } from '@/lib/db/hidden-technologies';
import { ServerError } from '@/lib/api/errors';
import { installFakeWorker } from '../../fake-worker';
import { freshDb, manualClock } from '../../lib/support/fake-api';

const worker = installFakeWorker();
let db = freshDb();
beforeEach(() => {
  db = freshDb();
  const clock = manualClock();
  const deps = {
    db,
    ctx: { db, defaultBaseUrl: '' },
    api: () => Promise.reject(new Error('unused')),
    call: () => Promise.reject(new Error('unused')),
    now: clock.now,
  };
  worker.reset(createHiddenHandlers(deps));
  vi.spyOn(browser.runtime, 'getManifest').mockReturnValue({ manifest_version: 3, name: 'StackLens', version: '0.4.2' });
});
afterEach(cleanup);

const tech = (name: string, category: Category, version: string | null, kind: 'global' | 'script', detail: string) => ({
  name,
  category,
  version,
  otherVersions: [],
  evidence: [{ kind, detail }],
  technology: null,
});
const VIEW: LocalDetectionView = {
  status: 'ok',
  message: null,
  host: 'shop.example.com',
  technologies: [
    tech('jQuery', 'JavaScript libraries', '3.7.1', 'global', 'global jQuery.fn.jquery (a string)'),
    tech('Google Tag Manager', 'Tag managers', null, 'script', 'script from www.googletagmanager.com'),
  ],
  unresolved: [],
  durationMs: 12,
  site: 'example.com',
  page: 'https://shop.example.com/cart',
  hidden: [],
};
const REPORT = {
  domain: 'example.com',
  active_technologies: [
    { id: 1, name: 'jQuery', category: 'JavaScript libraries', first_seen: '2024-01-01 00:00:00', last_seen: '2026-11-01 00:00:00', subdomain: '' },
  ],
  historical_technologies: [],
};

const onPage = () =>
  screen.queryByRole('group', { name: 'Technologies on this page' })
    ? within(screen.getByRole('group', { name: 'Technologies on this page' }))
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('local-row'))
        .map((li) => li.querySelector('.tech-name')!.textContent)
    : [];
const stored = async () => (await everyHidden(db)).map((r) => `${r.site} ${r.name}`);
const openMenu = async (name: string) => {
  // The buttons load with the rows' lazy controls.
  fireEvent.click(await screen.findByRole('button', { name: `Not right? ${name}` }));
  return within(await screen.findByRole('group', { name: `Not right? ${name}` }));
};

describe('Hide on this site', () => {
  it('offers “Not right?” on each on-page row only, named by its technology, as a closed disclosure', async () => {
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} report={REPORT} />);
    await screen.findByRole('button', { name: 'Not right? Google Tag Manager' });
    const toggles = screen.getAllByRole('button', { name: /^Not right\?/ });
    expect(toggles.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-expanded')])).toEqual([
      ['Not right? jQuery', 'false'],
      ['Not right? Google Tag Manager', 'false'],
    ]);
  });

  it('hides the row (and only the on-page row) at once, keeps it in the database, and Undo brings it back', async () => {
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} report={REPORT} />);
    const menu = await openMenu('jQuery');
    fireEvent.click(menu.getByRole('button', { name: 'Hide on this site' }));
    expect(onPage()).toEqual(['Google Tag Manager']);
    // jQuery is in the database too: hidden on the page, it is not listed as "not seen on this page" either.
    expect(screen.queryByText(/in the database, not seen on this page/)).toBeNull();
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo.closest('[role="status"]')!.textContent).toBe('Hid jQuery on this site. Undo');
    await waitFor(() => expect(document.activeElement).toBe(undo));
    expect(screen.getByText(/1 hidden on this site/)).toBeTruthy();
    await waitFor(async () => expect(await stored()).toEqual(['example.com jQuery']));

    fireEvent.click(undo);
    expect(onPage()).toEqual(['jQuery', 'Google Tag Manager']);
    expect(screen.queryByText(/hidden on this site/)).toBeNull();
    await waitFor(async () => expect(await stored()).toEqual([]));
  });

  it('says how many are hidden on the site, and shows each again from its list', async () => {
    render(<LocalPanel state={{ status: 'done', view: { ...VIEW, hidden: ['Google Tag Manager', 'Hotjar'] }, spent: 0 }} />);
    expect(onPage()).toEqual(['jQuery']);
    const show = await screen.findByRole('button', { name: 'Show' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(show.closest('p')!.textContent).toBe('2 hidden on this site · Show');
    fireEvent.click(show);
    const list = within(screen.getByRole('list', { name: 'Hidden on this site' }));
    fireEvent.click(list.getByRole('button', { name: 'Show again: Google Tag Manager' }));
    expect(onPage()).toEqual(['jQuery', 'Google Tag Manager']);
    expect(screen.getByText(/1 hidden on this site/)).toBeTruthy();
    expect(worker.sentOf('hidden.show')).toEqual([{ site: 'example.com', names: ['Google Tag Manager'] }]);
  });

  it('puts the row back and says what to do when the worker cannot store it', async () => {
    worker.handlers['hidden.hide'] = () => new ServerError({ message: 'no' });
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} />);
    fireEvent.click((await openMenu('jQuery')).getByRole('button', { name: 'Hide on this site' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Close the popup and try again/);
    expect(onPage()).toContain('jQuery');
  });

  it('offers no hiding where there is no site to hide it on (an IP address), only the report', async () => {
    render(<LocalPanel state={{ status: 'done', view: { ...VIEW, site: null, page: 'http://10.0.0.5/admin' }, spent: 0 }} />);
    const menu = await openMenu('jQuery');
    expect(menu.queryByRole('button', { name: 'Hide on this site' })).toBeNull();
    expect(menu.getByRole('button', { name: 'Copy report' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} />);
    const menu = await openMenu('Google Tag Manager');
    await waitFor(() => expect(document.activeElement).toBe(menu.getByRole('button', { name: 'Hide on this site' })));
    fireEvent.keyDown(menu.getByRole('button', { name: 'Copy report' }), { key: 'Escape' });
    const toggle = screen.getByRole('button', { name: 'Not right? Google Tag Manager' });
    expect(screen.queryByRole('group', { name: 'Not right? Google Tag Manager' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Copy report', () => {
  const clipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('copies the row’s rule, evidence, version and the page’s site (no path), says “Copied”, and sends nothing', async () => {
    const copied: string[] = [];
    clipboard(async (text) => void copied.push(text));
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} />);
    const menu = await openMenu('jQuery');
    fireEvent.click(menu.getByRole('button', { name: 'Copy report' }));
    await waitFor(() => expect(menu.getByRole('status').textContent).toBe('Copied'));
    expect(copied).toHaveLength(1);
    expect(copied[0]).toContain('Technology: jQuery 3.7.1');
    expect(copied[0]).toContain('Rule: jQuery (StackLens rule set)');
    expect(copied[0]).toContain('- global: global jQuery.fn.jquery (a string)');
    expect(copied[0]).toContain('Page: https://shop.example.com (the site only, not the page’s path)\n');
    expect(copied[0]).not.toContain('/cart');
    expect(copied[0]).toContain('StackLens version: 0.4.2');
    expect(worker.sent).toEqual([]);
  });

  it('shows the report selected, to copy by hand, when the browser refuses the clipboard', async () => {
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} />);
    const menu = await openMenu('Google Tag Manager');
    await act(async () => fireEvent.click(menu.getByRole('button', { name: 'Copy report' })));
    const text = (await menu.findByRole('textbox', { name: /select the report and copy it yourself/ })) as HTMLTextAreaElement;
    expect(text.readOnly).toBe(true);
    expect(text.value).toContain('- script: script from www.googletagmanager.com');
    expect(text.value).toContain('Page: https://shop.example.com (the site only');
    await waitFor(() => expect([text.selectionStart, text.selectionEnd]).toEqual([0, text.value.length]));
    expect(menu.getByRole('status').textContent).toBe('');
  });
});
