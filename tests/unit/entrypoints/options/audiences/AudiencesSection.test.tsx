// @vitest-environment happy-dom
// Options › Audiences with a mock worker: an undo of a delete that fails says why instead of doing nothing.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeWorker } from '../../../fake-worker';
import { audienceView } from './fixtures';

const worker = installFakeWorker(() => ({ 'cache.peek': () => null }));
const { AudiencesSection } = await import('@/entrypoints/options/sections/AudiencesSection');

const AUDIENCE = audienceView();

afterEach(cleanup);
beforeEach(() => {
  history.replaceState(null, '', '/options.html#audiences/a');
  worker.reset();
  worker.handlers['audiences.list'] = () => ({ audiences: [AUDIENCE], lastUsedId: 'a' });
  worker.handlers['audiences.get'] = () => ({ audience: AUDIENCE, count: 0 });
  worker.handlers['jobs.list'] = () => [];
  worker.handlers['audiences.knownTechnologies'] = () => [];
  worker.handlers['audiences.delete'] = () => ({ id: 'a', undoMs: 10_000 });
});

describe('AudiencesSection', () => {
  it('says why an undo of a delete failed', async () => {
    worker.handlers['audiences.undoDelete'] = () =>
      Promise.reject(Object.assign(new Error('There is no deleted audience to bring back: the undo window has passed.'), { kind: 'validation' }));
    render(<AudiencesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete audience…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete audience and 0 members' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/the undo window has passed/));
  });
});
