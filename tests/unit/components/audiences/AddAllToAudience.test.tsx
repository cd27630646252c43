// @vitest-environment happy-dom
// "Add all to audience" (props {domains, label?}, used by other sections): picks an audience or
// creates one, adds in batches of 1,000 and says what happened.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { send } = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('@/lib/messaging/client', () => ({ messenger: { send } }));
const { AddAllToAudience } = await import('@/components/audiences/AddAllToAudience');

const audience = (id: string, name: string) => ({ id, name, remoteId: null, kind: 'list', size: 0, createdAt: 1, updatedAt: 1, lastRefreshedAt: null, pending: 0, syncError: null });

afterEach(cleanup);
beforeEach(() => {
  send.mockReset();
});

describe('AddAllToAudience', () => {
  it('adds every domain to the last used audience, 1,000 at a time', async () => {
    const domains = Array.from({ length: 2500 }, (_, i) => `site-${i}.com`);
    send.mockImplementation(async (type: string, payload: { lines?: string[] }) => {
      if (type === 'audience.list') return { audiences: [audience('a', 'Alpha'), audience('b', 'Beta')], lastUsedId: 'b' };
      if (type === 'audience.addMembers') return { added: payload.lines!.length - 1, domains: [], duplicates: 1, rejected: [] };
      throw new Error(`unexpected ${type}`);
    });
    render(<AddAllToAudience domains={domains} label="Add these sites to an audience" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add these sites to an audience' }));
    await waitFor(() => expect((screen.getByLabelText('Audience') as HTMLSelectElement).value).toBe('b'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2,500 domains' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveProperty('textContent', 'Added 2,497 to “Beta” (3 already there).'));
    const batches = send.mock.calls.filter(([t]) => t === 'audience.addMembers').map(([, p]) => [p.id, p.lines.length]);
    expect(batches).toEqual([['b', 1000], ['b', 1000], ['b', 500]]);
  });

  it('creates a new audience by name, and shows a refusal as an alert', async () => {
    send.mockImplementation(async (type: string) => {
      if (type === 'audience.list') return { audiences: [], lastUsedId: null };
      if (type === 'audience.create') throw new Error('You already have an audience named “Leads”. Choose another name.');
      throw new Error(`unexpected ${type}`);
    });
    render(<AddAllToAudience domains={['a.com']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add all to audience' }));
    fireEvent.change(await screen.findByLabelText('New audience name'), { target: { value: 'Leads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 domain' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You already have an audience named “Leads”. Choose another name.'));
    expect(send).toHaveBeenCalledWith('audience.create', { name: 'Leads' });
  });

  it('is disabled with nothing to add', () => {
    render(<AddAllToAudience domains={[]} />);
    expect(screen.getByRole('button', { name: 'Add all to audience' })).toHaveProperty('disabled', true);
  });
});
