// @vitest-environment happy-dom
// "Add all to audience" (props {domains, label?, actions}, used by other sections): picks an audience or
// creates one, adds in batches of 1,000 and says what happened.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError } from '@/lib/api/errors';
import { installFakeWorker } from '../../fake-worker';
import { audienceView } from '../../entrypoints/options/audiences/fixtures';

const worker = installFakeWorker();
const { AddAllToAudience } = await import('@/components/audiences/AddAllToAudience');
const { audienceBulkActions: actions } = await import('@/lib/ui/audience-actions');

const audience = (id: string, name: string) => audienceView({ id, name, remoteId: null });

afterEach(cleanup);

describe('AddAllToAudience', () => {
  it('adds every domain to the last used audience, 1,000 at a time', async () => {
    const domains = Array.from({ length: 2500 }, (_, i) => `site-${i}.com`);
    worker.reset({
      'audiences.list': () => ({ audiences: [audience('a', 'Alpha'), audience('b', 'Beta')], lastUsedId: 'b' }),
      'audiences.addMembers': ({ lines }) => ({ added: lines.length - 1, domains: [], duplicates: 1, rejected: [], members: lines.length - 1 }),
    });
    render(<AddAllToAudience domains={domains} label="Add these sites to an audience" actions={actions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add these sites to an audience' }));
    await waitFor(() => expect((screen.getByLabelText('Audience') as HTMLSelectElement).value).toBe('b'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2,500 domains' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveProperty('textContent', 'Added 2,497 to “Beta” (3 already there).'));
    const batches = worker.sentOf('audiences.addMembers').map((p) => [p.id, (p.lines as string[]).length]);
    expect(batches).toEqual([
      ['b', 1000],
      ['b', 1000],
      ['b', 500],
    ]);
  });

  it('creates a new audience by name, and shows a refusal as an alert', async () => {
    worker.reset({
      'audiences.list': () => ({ audiences: [], lastUsedId: null }),
      'audiences.create': () => new ConflictError({ message: 'You already have an audience named “Leads”. Choose another name.' }),
    });
    render(<AddAllToAudience domains={['a.com']} actions={actions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add all to audience' }));
    fireEvent.change(await screen.findByLabelText('New audience name'), { target: { value: 'Leads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 domain' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You already have an audience named “Leads”. Choose another name.'));
    expect(worker.sentOf('audiences.create')).toEqual([{ name: 'Leads' }]);
  });

  it('is disabled with nothing to add', () => {
    render(<AddAllToAudience domains={[]} actions={actions} />);
    expect(screen.getByRole('button', { name: 'Add all to audience' })).toHaveProperty('disabled', true);
  });
});
