// @vitest-environment happy-dom
// Refresh with a mock worker: the confirmation warns when the balance is below the estimate, and a
// finished or failed job is described with the job's own processed, skipped and credits_charged.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWorker } from '../../../fake-worker';
import type { TrackedJobView } from '@/lib/messaging/features/jobs';
import type { BalanceView } from '@/lib/messaging/protocol';

const worker = installFakeWorker();
const { RefreshPanel } = await import('@/entrypoints/options/audiences/RefreshPanel');

const job = (over: Partial<TrackedJobView>): TrackedJobView => ({
  key: 'audience_refresh:job_1',
  kind: 'audience_refresh',
  remoteId: 'job_1',
  label: 'Prospects',
  mode: 'live',
  context: { audienceId: 'a' },
  status: 'completed',
  total: 5,
  processed: 5,
  skipped: 2,
  creditsCharged: 3,
  capped: false,
  error: null,
  createdAt: 1,
  updatedAt: 2,
  finishedAt: 2,
  charged: true,
  notified: true,
  ...over,
});

const balanceOf = (balance: number): BalanceView => ({ plan: 'pro', balance, limit: 10_000, resetAt: null, syncedAt: 0 });

afterEach(cleanup);
beforeEach(() => {
  worker.reset();
  worker.handlers['jobs.list'] = () => [];
  worker.handlers['audiences.refreshEstimate'] = () => ({ members: 8, stale: 5, credits: 5 });
  worker.handlers['audiences.pullPage'] = () => ({ pulled: 8, total: 8, next: null });
});

describe('RefreshPanel', () => {
  it('warns in the confirmation when the balance is below the estimate', async () => {
    worker.handlers['credits.get'] = () => balanceOf(2);
    render(<RefreshPanel audienceId="a" audienceName="Prospects" onFinished={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Estimate refresh cost · free' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh · up to 5 credits' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Your balance \(2 credits\) is below this estimate \(5 credits\)/);
  });

  it('says nothing about the balance when it covers the estimate', async () => {
    worker.handlers['credits.get'] = () => balanceOf(50);
    render(<RefreshPanel audienceId="a" audienceName="Prospects" onFinished={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Estimate refresh cost · free' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh · up to 5 credits' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).not.toMatch(/below this estimate/));
  });

  it('says before the refresh what it buys and what it does not: seeing a member’s stack is a lookup', async () => {
    worker.handlers['credits.get'] = () => balanceOf(50);
    render(<RefreshPanel audienceId="a" audienceName="Prospects" onFinished={() => {}} />);
    const what = 'it does not show you their technologies. Seeing a member’s stack is a lookup: 1 credit each, free once cached.';
    expect(screen.getByRole('region', { name: 'Refresh' }).textContent).toContain(what);
    fireEvent.click(screen.getByRole('button', { name: 'Estimate refresh cost · free' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh · up to 5 credits' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(what);
  });

  it('reads a big audience’s last scans page by page with progress, and Stop ends it before the estimate', async () => {
    const total = 3500;
    const offsets: number[] = [];
    let release: (() => void) | null = null;
    worker.handlers['audiences.pullPage'] = async ({ offset }) => {
      offsets.push(offset);
      // The second page waits until the test has seen the progress and pressed Stop.
      if (offset === 1000) await new Promise<void>((resolve) => (release = resolve));
      const pulled = Math.min(1000, total - offset);
      return { pulled, total, next: offset + pulled < total ? offset + pulled : null };
    };
    const estimated = vi.fn(() => ({ members: total, stale: 10, credits: 10 }));
    worker.handlers['audiences.refreshEstimate'] = estimated;
    render(<RefreshPanel audienceId="a" audienceName="Prospects" onFinished={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Estimate refresh cost · free' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Estimate progress' }).textContent).toContain('1,000 of 3,500 members'));
    expect((screen.getByRole('progressbar', { name: 'Last scans read' }) as HTMLProgressElement).value).toBe(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop estimating' }));
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    await waitFor(() => expect(screen.getByText(/^Estimate stopped: nothing was spent/)).toBeTruthy());
    expect(offsets).toEqual([0, 1000]);
    expect(estimated).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: 'Estimate progress' })).toBeNull();

    // Again, to the end: every page once, then the estimate from the pulled members.
    offsets.length = 0;
    worker.handlers['audiences.pullPage'] = ({ offset }) => {
      offsets.push(offset);
      const pulled = Math.min(1000, total - offset);
      return { pulled, total, next: offset + pulled < total ? offset + pulled : null };
    };
    fireEvent.click(screen.getByRole('button', { name: 'Estimate refresh cost · free' }));
    await screen.findByRole('button', { name: 'Refresh · up to 10 credits' });
    expect(offsets).toEqual([0, 1000, 2000, 3000]);
    expect(estimated).toHaveBeenCalledTimes(1);
  });

  it('reports a finished job with its own processed, skipped and credits charged', async () => {
    worker.handlers['jobs.list'] = () => [job({})];
    render(<RefreshPanel audienceId="a" audienceName="Prospects" onFinished={() => {}} />);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Refresh job' }).textContent).toBe('Refresh finished: 5 of 5 members processed, 2 skipped. Charged 3 credits.'),
    );
  });

  it('reports a failed job’s charge from the job, not a hand-written 0', async () => {
    worker.handlers['jobs.list'] = () => [job({ status: 'failed', processed: 2, creditsCharged: 0, error: 'crawler unavailable' })];
    render(<RefreshPanel audienceId="a" audienceName="Prospects" onFinished={() => {}} />);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Refresh job' }).textContent).toBe(
        'Refresh failed: crawler unavailable. Charged 0 credits (a failed job costs nothing).',
      ),
    );
  });
});
