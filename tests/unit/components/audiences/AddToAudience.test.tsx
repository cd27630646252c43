// @vitest-environment happy-dom
// The popup's "Save to audience" control shows one state at a time, and never fails silently: a failed first load and a failed undo
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
  it('after a save shows one message, and the button is ticked and disabled for that audience until Undo', async () => {
    let containing: string[] = [];
    const add = vi.fn(async () => {
      containing = ['a'];
      return { added: 1 };
    });
    const remove = vi.fn(async () => {
      containing = [];
    });
    const forDomain = vi.fn(async () => ({
      audiences: [
        { id: 'a', name: 'Prospects' },
        { id: 'b', name: 'Partners' },
      ],
      containing,
      lastUsedId: 'a',
    }));
    render(<AddToAudience domain="example.com" display="example.com" actions={actions({ forDomain, add, remove })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save to audience' }));
    const status = await screen.findByText(/^Saved example\.com to “Prospects”\./);
    expect(screen.getAllByRole('status')).toEqual([status]);
    expect(screen.queryByText(/Saved in/)).toBeNull();
    const saved = (await screen.findByRole('button', { name: 'Saved' })) as HTMLButtonElement;
    expect(saved.disabled).toBe(true);
    // Another audience can still take it.
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'b' } });
    expect((screen.getByRole('button', { name: 'Save to audience' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save to audience' }) as HTMLButtonElement).disabled).toBe(false));
    expect(remove).toHaveBeenCalledWith('a', 'example.com');
  });

  it('opened on a site already saved: says where, with the button ticked', async () => {
    const forDomain = vi.fn(async () => ({ audiences: [{ id: 'a', name: 'Prospects' }], containing: ['a'], lastUsedId: 'a' }));
    render(<AddToAudience domain="example.com" display="example.com" actions={actions({ forDomain })} />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved in Prospects'));
    expect((screen.getByRole('button', { name: 'Saved' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows why the audiences could not be read, and tries again', async () => {
    const forDomain = vi
      .fn()
      .mockRejectedValueOnce(
        new NetworkError({ message: 'StackLens’s background worker did not answer. Try again; if it still does not answer, close and reopen this page.' }),
      )
      .mockResolvedValue({ audiences: [{ id: 'a', name: 'Prospects' }], containing: [], lastUsedId: 'a' });
    render(<AddToAudience domain="example.com" display="example.com" actions={actions({ forDomain })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/background worker did not answer/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save to audience' })).toBeTruthy();
  });

  it('says why an undo failed and keeps the Undo button', async () => {
    const remove = vi.fn().mockRejectedValue(Object.assign(new Error('That audience does not exist any more: it was deleted.'), { kind: 'validation' }));
    render(<AddToAudience domain="example.com" display="example.com" actions={actions({ remove })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save to audience' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Check your input.*does not exist any more/));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });
});
