// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Loadable } from '@/lib/ui/loadable';
import { PaidPanel, type PaidPanelProps } from '../../../components/PaidPanel';

afterEach(cleanup);

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
type Data = { answer: string };

function setup(state: Loadable<Data>, { cost = 1, loadLabel, notice }: Partial<Pick<PaidPanelProps<Data>, 'cost' | 'loadLabel' | 'notice'>> = {}) {
  const onLoad = vi.fn();
  const onRefresh = vi.fn();
  render(
    <PaidPanel<Data> title="Usage" cost={cost} state={state} onLoad={onLoad} onRefresh={onRefresh} loadLabel={loadLabel} now={NOW} notice={notice}>
      {(d) => <p>Answer: {d.answer}</p>}
    </PaidPanel>,
  );
  return { onLoad, onRefresh, panel: screen.getByRole('region', { name: 'Usage' }) };
}

const loaded = (source: 'network' | 'cache' | 'stale-cache'): Loadable<Data> => ({
  status: 'loaded',
  data: { answer: '42' },
  storedAt: NOW - 3 * 3_600_000,
  source,
  credits: source === 'network' ? 1 : 0,
});

describe('<PaidPanel>', () => {
  it('is a region named by its h3 title', () => {
    const { panel } = setup({ status: 'idle' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Usage' })).toBeTruthy();
  });

  describe('idle', () => {
    it('at 0 credits shows the paid button unavailable, with why and until when; a free one stays available', () => {
      const unavailable = 'No credits left until Jan 1, 2027: paid lookups come back then (cached answers stay free).';
      const { onLoad, panel } = setup({ status: 'idle' }, { loadLabel: 'usage numbers', notice: { unavailable } });
      const button = within(panel).getByRole('button', { name: 'Load usage numbers · 1 credit' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(button);
      expect(onLoad).not.toHaveBeenCalled();
      expect(panel.textContent).toContain(unavailable);
      cleanup();
      const free = setup({ status: 'idle' }, { cost: 0, loadLabel: 'usage numbers', notice: { unavailable } });
      expect((within(free.panel).getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    });
    it('offers one load button with the price, and fetches nothing until it is pressed', () => {
      const { onLoad, onRefresh } = setup({ status: 'idle' }, { loadLabel: 'usage numbers' });
      expect(onLoad).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Load usage numbers · 1 credit' }));
      expect(onLoad).toHaveBeenCalledTimes(1);
      expect(onRefresh).not.toHaveBeenCalled();
      expect(screen.queryByText(/Answer/)).toBeNull();
    });
    it('uses the title without a loadLabel, the plural for several credits and "free" for none', () => {
      setup({ status: 'idle' }, { cost: 5 });
      expect(screen.getByRole('button', { name: 'Load Usage · 5 credits' })).toBeTruthy();
      cleanup();
      setup({ status: 'idle' }, { cost: 0 });
      expect(screen.getByRole('button', { name: 'Load Usage · free' })).toBeTruthy();
    });
  });

  it('loading: a busy skeleton with an accessible loading text, and no button to spend twice', () => {
    const { panel } = setup({ status: 'loading' });
    expect(within(panel).getByRole('status').textContent).toBe('Loading Usage…');
    expect(panel.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('loading with previous data keeps that data on screen while busy', () => {
    setup({ status: 'loading', previous: { answer: 'old' } });
    expect(screen.getByText('Answer: old').closest('[aria-busy="true"]')).not.toBeNull();
  });

  describe('loaded', () => {
    it.each(['network', 'cache', 'stale-cache'] as const)('from %s: the data, its age and a priced refresh', (source) => {
      const { onRefresh, onLoad } = setup(loaded(source));
      expect(screen.getByText('Answer: 42')).toBeTruthy();
      expect(screen.getByText(/^Updated/).textContent).toContain('3 hours ago');
      // Data shown because the API failed offers to try again; fresher data offers a refresh.
      fireEvent.click(screen.getByRole('button', { name: source === 'stale-cache' ? 'Try again · 1 credit (Usage)' : 'Refresh · 1 credit (Usage)' }));
      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(onLoad).not.toHaveBeenCalled();
    });
    it('marks stale-cache data as stale, and only that', () => {
      setup(loaded('stale-cache'));
      expect(screen.getByText('Stale: shown from cache because the API could not be reached')).toBeTruthy();
      cleanup();
      setup(loaded('cache'));
      expect(screen.queryByText(/stale/i)).toBeNull();
      cleanup();
      setup(loaded('network'));
      expect(screen.queryByText(/stale/i)).toBeNull();
    });
    it('prices the refresh with the panel cost', () => {
      setup(loaded('cache'), { cost: 3 });
      expect(screen.getByRole('button', { name: 'Refresh · 3 credits (Usage)' })).toBeTruthy();
    });
  });

  describe('error', () => {
    const error = { kind: 'network', message: 'fetch failed' };
    it('shows the error notice whose retry loads again', () => {
      const { onLoad } = setup({ status: 'error', error });
      expect(screen.getByRole('alert').textContent).toContain('Cannot reach the API');
      fireEvent.click(screen.getByRole('button', { name: 'Try again · 1 credit' }));
      expect(onLoad).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/Answer/)).toBeNull();
      expect(screen.queryByText(/stale/i)).toBeNull();
    });
    it('passes the page’s context to the notice: settings link on a 401, the plan on a 403', () => {
      const notice = { settingsHref: 'chrome-extension://id/options.html#settings', plan: 'starter', resetAt: null, autoRetry: true };
      setup({ status: 'error', error: { kind: 'authentication', message: 'Your API key is missing or invalid' } }, { notice });
      expect(screen.getByRole('link', { name: 'Open settings' }).getAttribute('href')).toBe(notice.settingsHref);
      cleanup();
      setup({ status: 'error', error: { kind: 'permission', message: 'Forbidden' } }, { notice });
      expect(screen.getByRole('alert').textContent).toContain('Your Starter plan does not include this');
    });
    it('keeps showing previous data, marked stale', () => {
      setup({ status: 'error', error, previous: { answer: 'before' } });
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(screen.getByText('Answer: before')).toBeTruthy();
      expect(screen.getByText(/^Stale:/)).toBeTruthy();
    });
  });
});
