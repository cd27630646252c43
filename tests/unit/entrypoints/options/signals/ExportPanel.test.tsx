// @vitest-environment happy-dom
// The signal export with a mock worker: what the confirmation promises is what is sent (max_rows is
// never more than the confirmed cost); with no credits left it cannot be confirmed; a paid export
// that may have reached the server says so.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignalQuery } from '@/lib/signals/form';
import { installFakeWorker } from '../../../fake-worker';

const worker = installFakeWorker();
const { ExportPanel } = await import('@/entrypoints/options/signals/ExportPanel');

const SHOPIFY = { id: 201, name: 'Shopify', category: 'Ecommerce', category_id: 6, icon: null };
const QUERY: SignalQuery = { type: 'adoption', technology: 201, since: '2026-10-24', until: '2026-11-23' };
const exports = () => worker.sent.filter((m) => m.type === 'api.call' && m.payload.endpoint === 'signals.export');
const balance = (b: number) => () => ({ balance: b, limit: 10_000, plan: 'pro', resetAt: '2026-12-01T00:00:00Z', syncedAt: 0 });

beforeEach(() => {
  worker.sent.length = 0;
  worker.reset();
  worker.handlers['credits.get'] = balance(5000);
  worker.endpoints['signals.export'] = (p) => ({
    data: {
      type: 'adoption',
      technology: SHOPIFY,
      other_technology: null,
      window: { since: QUERY.since, until: QUERY.until },
      events: [],
      total: 0,
      capped: false,
    },
    source: 'network',
    storedAt: 0,
    credits: Math.min(Number(p.params.max_rows), 0),
    capped: false,
  });
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('ExportPanel', () => {
  it('sends max_rows equal to the confirmed cost when fewer rows match than the maximum', async () => {
    render(<ExportPanel query={QUERY} total={40} />);
    fireEvent.change(screen.getByLabelText('Maximum rows (1–10,000)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: /^Export… · up to 40 credits/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('at most 40 credits');
    fireEvent.click(screen.getByRole('button', { name: 'Export up to 40 rows' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect((exports()[0]!.payload.params as { max_rows: number }).max_rows).toBe(40);
  });

  it('the same export within the cache’s life says "cached · free" and runs without a confirmation, for nothing', async () => {
    const EMPTY = {
      type: 'adoption',
      technology: SHOPIFY,
      other_technology: null,
      window: { since: QUERY.since!, until: QUERY.until! },
      events: [],
      total: 0,
      capped: false,
    };
    worker.handlers['cache.peek'] = (p) =>
      p.endpoint === 'signals.export' && p.params.max_rows === 40 ? { data: EMPTY, source: 'cache', storedAt: 0, credits: 0 } : null;
    worker.endpoints['signals.export'] = () => ({ data: EMPTY, source: 'cache', storedAt: 0, credits: 0 });
    render(<ExportPanel query={QUERY} total={40} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export · cached · free' }));
    expect(await screen.findByText(/Exported 0 rows from the cache, free/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(worker.sent.some((m) => m.type === 'credits.get')).toBe(false);
    expect(exports()).toHaveLength(1);
    // Another maximum is another export: priced and confirmed again.
    fireEvent.change(screen.getByLabelText('Maximum rows (1–10,000)'), { target: { value: '10' } });
    expect(await screen.findByRole('button', { name: /^Export… · up to 10 credits/ })).toBeTruthy();
  });

  it('after a lost answer says the export may have been charged and where to check', async () => {
    worker.endpoints['signals.export'] = () => Promise.reject({ kind: 'timeout', message: 'The API took too long to answer' });
    render(<ExportPanel query={QUERY} total={40} />);
    fireEvent.click(screen.getByRole('button', { name: /^Export… · up to 40 credits/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export up to 40 rows' }));
    expect(await screen.findByText(/The export may have been charged even though no file arrived/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Credits & usage' }).getAttribute('href')).toBe('#credits');
    expect(exports()).toHaveLength(1);
  });

  it('with a balance of 0 cannot be confirmed: says out of credits and when they reset, and sends nothing', async () => {
    worker.handlers['credits.get'] = balance(0);
    render(<ExportPanel query={QUERY} total={40} />);
    fireEvent.click(screen.getByRole('button', { name: /^Export… · up to 40 credits/ }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Out of credits');
    expect(notice.textContent).toContain('Credits reset on Dec 1, 2026.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Export up to/ })).toBeNull();
    expect(exports()).toEqual([]);
  });

  it('links the maximum-rows error to its input', () => {
    render(<ExportPanel query={QUERY} total={40} />);
    const input = screen.getByLabelText('Maximum rows (1–10,000)');
    fireEvent.change(input, { target: { value: '0' } });
    const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Maximum rows must be a whole number from 1 to 10,000.');
  });
});
