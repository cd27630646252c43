// @vitest-environment happy-dom
// The popup's "Add to audience" control never fails silently: a failed first load and a failed undo
// say why and what to do (ErrorNotice), with the worker's wait or reset date kept.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddToAudience, { type AudienceActions } from '@/components/audiences/AddToAudience';
import { NetworkError } from '@/lib/api/errors';

afterEach(cleanup);

function actions(over: Partial<AudienceActions> = {}): AudienceActions {
  return {
    forDomain: vi.fn(async () => ({ audiences: [{ id: 'a', name: 'Prospects' }], containing: [], lastUsedId: 'a' })),
    create: vi.fn(async (name: string) => ({ id: 'n', name })),
    add: vi.fn(async () => ({ added: 1 })),
    remove: vi.fn(async () => {}),
    ...over,
  };
}

describe('AddToAudience', () => {
  it('shows why the audiences could not be read, and tries again', async () => {
    const forDomain = vi.fn()
      .mockRejectedValueOnce(new NetworkError({ message: 'StackLens’s background worker did not answer. Close and reopen this page, then try again.' }))
      .mockResolvedValue({ audiences: [{ id: 'a', name: 'Prospects' }], containing: [], lastUsedId: 'a' });
    render(<AddToAudience domain="example.com" display="example.com" actions={actions({ forDomain })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/background worker did not answer/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add to audience' })).toBeTruthy();
  });

  it('says why an undo failed and keeps the Undo button', async () => {
    const remove = vi.fn().mockRejectedValue(Object.assign(new Error('That audience does not exist any more: it was deleted.'), { kind: 'validation' }));
    render(<AddToAudience domain="example.com" display="example.com" actions={actions({ remove })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to audience' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Check your input.*does not exist any more/));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });
});
