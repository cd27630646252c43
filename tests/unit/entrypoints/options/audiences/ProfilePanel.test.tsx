// @vitest-environment happy-dom
// The profile panel with a mock worker: a profile saved in this browser stops being offered as free
// once the members change, Re-profile pays for a fresh one, "Try again" repeats the slice that failed,
// and a slice name not in the profile is warned about before a credit is spent on it.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWorker } from '../../../fake-worker';

const worker = installFakeWorker(() => ({ 'cache.peek': () => null }));
vi.mock('@/components/charts/ProfileChart', () => ({ default: () => null }));
const { ProfilePanel } = await import('@/entrypoints/options/audiences/ProfilePanel');

const PROFILE = {
  members: 3,
  profiled: 3,
  technologies: [{ id: 1, name: 'Shopify', category: 'Ecommerce', domains: 2, share: 66.7 }],
  categories: [{ name: 'Ecommerce', domains: 2, share: 66.7 }],
  cache: { hit: false, computed_at: '2026-11-23T12:00:00Z' },
};
const profiles = () => worker.sent.filter((m) => m.type === 'audiences.profile').map((m) => m.payload);

afterEach(cleanup);
beforeEach(() => {
  worker.sent.length = 0;
  worker.reset();
  worker.handlers['audiences.profile'] = () => ({ data: PROFILE, source: 'network', credits: 1, storedAt: 1 });
});

describe('ProfilePanel', () => {
  it('stops offering a saved profile as free once members change, and re-profiles for 1 credit', async () => {
    let saved = true;
    worker.handlers['cache.peek'] = () => (saved ? { data: PROFILE, source: 'cache', credits: 0, storedAt: 1 } : null);
    const { rerender } = render(<ProfilePanel audienceId="a" remoteId="aud_1" members={5} membersVersion="3|1" onSpent={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Profile all members · free (saved in this browser)' }));
    await screen.findByRole('region', { name: 'Profile result' });
    // Members were added: the worker forgot the saved profile; the panel asks again and says so.
    saved = false;
    rerender(<ProfilePanel audienceId="a" remoteId="aud_1" members={5} membersVersion="4|2" onSpent={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Profile all members · 1 credit' })).toBeTruthy();
    expect(screen.getByText(/Members changed since this profile/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-profile · 1 credit' }));
    await waitFor(() => expect(profiles()).toHaveLength(2));
    expect(profiles()[1]).toEqual({ id: 'a', refresh: true });
  });

  it('retries the slice that failed, not the last profile that worked', async () => {
    render(<ProfilePanel audienceId="a" remoteId="aud_1" members={5} membersVersion="3|1" onSpent={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Profile all members/ }));
    await screen.findByRole('region', { name: 'Profile result' });
    worker.handlers['audiences.profile'] = () => Promise.reject(Object.assign(new Error('The API could not be reached.'), { kind: 'network' }));
    fireEvent.change(screen.getByLabelText('Technology name'), { target: { value: 'Shopify' } });
    fireEvent.click(screen.getByRole('button', { name: /^Profile slice/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(profiles()).toHaveLength(3));
    expect(profiles()[2]).toMatchObject({ id: 'a', technology: 'Shopify' });
  });

  it('offers the profile’s names and warns before paying for a name not in it', async () => {
    render(<ProfilePanel audienceId="a" remoteId="aud_1" members={5} membersVersion="3|1" onSpent={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /Profile all members/ }));
    await screen.findByRole('region', { name: 'Profile result' });
    expect([...document.querySelectorAll('#profile-slice-options option')].map((o) => o.getAttribute('value'))).toEqual(['Shopify']);
    fireEvent.change(screen.getByLabelText('Technology name'), { target: { value: 'Shopfy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profile slice · 1 credit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/No technology named “Shopfy” is in this audience’s profile.*costs 1 credit/));
    expect(profiles()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Profile slice anyway · 1 credit' }));
    await waitFor(() => expect(profiles()).toHaveLength(2));
    expect(profiles()[1]).toMatchObject({ technology: 'Shopfy' });
    // A known name, in any case, is sent as the profile spells it, without a warning.
    fireEvent.change(screen.getByLabelText('Technology name'), { target: { value: 'shopify' } });
    fireEvent.click(screen.getByRole('button', { name: 'Profile slice · 1 credit' }));
    await waitFor(() => expect(profiles()).toHaveLength(3));
    expect(profiles()[2]).toMatchObject({ technology: 'Shopify' });
  });
});
