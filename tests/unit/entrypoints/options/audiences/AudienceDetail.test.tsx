// @vitest-environment happy-dom
// One audience with a mock worker: delete, remove member, export and Sync now never fail silently;
// Sync now says why it stopped (offline) and that the changes are kept. Errors keep their details
// (a 429's wait, a 402's reset date) on their way to ErrorNotice.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWorker } from '../../../fake-worker';
import { InsufficientCreditsError, RateLimitError } from '@/lib/api/errors';
import { audienceView } from './fixtures';

const worker = installFakeWorker(() => ({ 'cache.peek': () => null }));
const { AudienceDetail } = await import('@/entrypoints/options/audiences/AudienceDetail');
const { toApiError } = await import('@/lib/api/errors');

const AUDIENCE = audienceView({ size: 1, pending: 1 });
const offline = () => Promise.reject(Object.assign(new Error('StackLens could not reach the API. Check your connection.'), { kind: 'network' }));

afterEach(cleanup);
beforeEach(() => {
  worker.reset();
  worker.handlers['audiences.get'] = () => ({ audience: AUDIENCE, count: 1 });
  worker.handlers['audiences.memberPage'] = ({ offset }) => ({
    total: 1,
    matched: 1,
    offset,
    members: offset === 0 ? [{ domain: 'example.com', addedAt: 1, lastScannedAt: null, technologies: null }] : [],
  });
  worker.handlers['audiences.list'] = () => ({ audiences: [AUDIENCE], lastUsedId: 'a' });
  worker.handlers['jobs.list'] = () => [];
});

function renderDetail() {
  const onDeleted = vi.fn();
  render(<AudienceDetail id="a" onChanged={() => {}} onDeleted={onDeleted} />);
  return { onDeleted };
}

describe('AudienceDetail', () => {
  it('says why Sync now stopped and that the changes are kept', async () => {
    worker.handlers['audiences.sync'] = () => ({ replayed: 0, pending: 1, stoppedBy: 'StackLens could not reach the API. Check your connection.' });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await waitFor(() =>
      expect(
        screen.getByText(/^Sync stopped: StackLens could not reach the API\. Check your connection\. 1 change is kept in this browser and sent automatically/),
      ).toBeTruthy(),
    );
  });

  it('shows why a delete, a member removal, an export or a sync failed', async () => {
    const { onDeleted } = renderDetail();
    worker.handlers['audiences.delete'] = offline;
    fireEvent.click(await screen.findByRole('button', { name: 'Delete audience…' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete audience and 1 member' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Cannot reach the API.*could not reach the API/));
    expect(onDeleted).not.toHaveBeenCalled();
    cleanup();

    for (const [type, click] of [
      ['audiences.exportPage', () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))],
      ['audiences.sync', () => fireEvent.click(screen.getByRole('button', { name: 'Sync now' }))],
    ] as const) {
      Object.assign(worker.handlers, { [type]: () => Promise.reject(Object.assign(new Error(`${type} went wrong: reload this page.`), { kind: 'server' })) });
      renderDetail();
      await screen.findByRole('button', { name: 'Sync now' });
      click();
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(`${type} went wrong: reload this page.`));
      cleanup();
    }
  });

  it('asks before deleting, naming the member count; Cancel keeps the audience', async () => {
    const deleted = vi.fn(() => ({ id: 'a', undoMs: 10_000 }));
    worker.handlers['audiences.delete'] = deleted;
    const { onDeleted } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete audience…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Prospects”?' });
    expect(dialog.textContent).toContain('Its 1 member is deleted from this browser and from the server');
    // Cancel has the focus: a stray Enter deletes nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete audience…' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete audience and 1 member' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('keeps a 429’s wait and a 402’s reset date for ErrorNotice', () => {
    const retryAt = Date.now() + 30_000;
    expect(toApiError(new RateLimitError({ message: 'Too many requests.', retryAt, retryAfterSeconds: 30 }))).toMatchObject({
      kind: 'rate_limit',
      retryAt,
      retryAfterSeconds: 30,
    });
    expect(toApiError(new InsufficientCreditsError({ message: 'Out of credits.', resetAt: '2026-12-01T00:00:00Z' }))).toMatchObject({
      kind: 'insufficient_credits',
      resetAt: '2026-12-01T00:00:00Z',
    });
  });
});
