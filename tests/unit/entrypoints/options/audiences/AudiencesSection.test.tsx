// @vitest-environment happy-dom
// Options › Audiences with a mock worker: an undo of a delete that fails says why instead of doing nothing.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const worker = vi.hoisted(() => {
  const replies: Record<string, (payload: Record<string, any>) => unknown> = {};
  const send = async (type: string, payload: Record<string, any>) => {
    const reply = replies[type];
    if (!reply) return type === 'cache.peek' ? null : Promise.reject(new Error(`unexpected ${type}`));
    return reply(payload);
  };
  const messenger = { send, call: () => Promise.reject(new Error('unexpected api.call')) };
  return { replies, clientModule: { messenger, createMessenger: () => messenger } };
});
vi.mock('@/lib/messaging/client', () => worker.clientModule);
const { AudiencesSection } = await import('@/entrypoints/options/sections/AudiencesSection');

const AUDIENCE = { id: 'a', remoteId: 'aud_1', name: 'Prospects', kind: 'list', size: 0, createdAt: 1, updatedAt: 1, lastRefreshedAt: null, syncError: null, pending: 0 };

afterEach(cleanup);
beforeEach(() => {
  history.replaceState(null, '', '/options.html#audiences/a');
  for (const k of Object.keys(worker.replies)) delete worker.replies[k];
  worker.replies['audience.list'] = () => ({ audiences: [AUDIENCE], lastUsedId: 'a' });
  worker.replies['audience.get'] = () => ({ audience: AUDIENCE, members: [] });
  worker.replies['jobs.list'] = () => [];
  worker.replies['audience.knownTechnologies'] = () => [];
  worker.replies['audience.delete'] = () => ({ id: 'a', undoMs: 10_000 });
});

describe('AudiencesSection', () => {
  it('says why an undo of a delete failed', async () => {
    worker.replies['audience.undoDelete'] = () => Promise.reject(Object.assign(new Error('There is no deleted audience to bring back: the undo window has passed.'), { kind: 'validation' }));
    render(<AudiencesSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete audience' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/the undo window has passed/));
  });
});
