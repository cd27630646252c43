// @vitest-environment happy-dom
// The allowed name lookup as a user meets it: automatic only without “Ask before each lookup”, a
// button with its cost otherwise, and a refused lookup shown with what to do and a retry.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { KeyDescription, Outputs, SettingsView } from '@/lib/messaging/protocol';
import { installFakeWorker } from '../../fake-worker';
import { answersSettled } from '../../async-bounds';

const resolve = vi.fn<(payload: { names: string[] }) => Promise<Outputs['local.resolve']>>();
installFakeWorker(() => ({ 'local.resolve': (input) => resolve(input) }));

const { useLocalDetection } = await import('@/entrypoints/popup/use-local-detection');
const { LocalPanel } = await import('@/entrypoints/popup/LocalPanel');

afterEach(() => {
  cleanup();
  resolve.mockReset();
  globalThis.__stacklensLocal = undefined;
});

const KEY = { configured: true } as KeyDescription;
const settings = (askBeforeLookup: boolean) => ({ resolveLocalNames: true, askBeforeLookup }) as SettingsView;
const detection = (names: string[]): LocalDetectionView => ({
  status: 'ok',
  message: null,
  host: 'shop.example.com',
  technologies: names.map((name) => ({
    name,
    category: null,
    version: null,
    otherVersions: [],
    evidence: [{ kind: 'script', detail: 'a script' }],
    technology: null,
  })),
  unresolved: names,
  durationMs: 3,
});
const found = (name: string, id: number) => ({ id, name, category: 'CMS', category_id: 1, icon: null });

function Popup({ askFirst, onSpent }: { askFirst: boolean; onSpent?: () => void }) {
  const state = useLocalDetection(KEY, settings(askFirst), onSpent);
  return <LocalPanel state={state} />;
}

describe('useLocalDetection: the paid name lookup', () => {
  it('asks first when “Ask before each lookup” is on: nothing is spent until the button is pressed', async () => {
    globalThis.__stacklensLocal = Promise.resolve(detection(['Alpha CMS', 'Beta CMS']));
    resolve.mockResolvedValue({ resolved: { 'Alpha CMS': found('Alpha CMS', 1), 'Beta CMS': null }, credits: 1 });
    const onSpent = vi.fn();
    render(<Popup askFirst onSpent={onSpent} />);
    const button = await screen.findByRole('button', { name: 'Match 2 names · 1 credit' });
    await answersSettled();
    expect(resolve).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(resolve).toHaveBeenCalledWith({ names: ['Alpha CMS', 'Beta CMS'] });
    await screen.findByText(/cost 1 credit/);
    expect(onSpent).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Match/ })).toBeNull();
  });

  it('looks the names up by itself when “Ask before each lookup” is off', async () => {
    globalThis.__stacklensLocal = Promise.resolve(detection(['Gamma CMS']));
    resolve.mockResolvedValue({ resolved: { 'Gamma CMS': found('Gamma CMS', 3) }, credits: 1 });
    render(<Popup askFirst={false} />);
    await screen.findByText(/cost 1 credit/);
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Match/ })).toBeNull();
  });

  it('shows a refused lookup (out of credits) with what to do, and offers no retry that cannot help', async () => {
    globalThis.__stacklensLocal = Promise.resolve(detection(['Delta CMS']));
    resolve.mockRejectedValueOnce(ApiError.fromData({ kind: 'insufficient_credits', message: 'You have no credits left.', status: 402 } as never));
    render(<Popup askFirst={false} />);
    await screen.findByText('Out of credits');
    expect(screen.queryByRole('button', { name: /try again|retry/i })).toBeNull();
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('shows a failed lookup (server error) and tries again on Try again, at its price', async () => {
    globalThis.__stacklensLocal = Promise.resolve(detection(['Echo CMS']));
    resolve.mockRejectedValueOnce(ApiError.fromData({ kind: 'server', message: 'The API had a problem (503).', status: 503 } as never));
    resolve.mockResolvedValueOnce({ resolved: { 'Echo CMS': found('Echo CMS', 5) }, credits: 1 });
    render(<Popup askFirst={false} />);
    const retry = await screen.findByRole('button', { name: /try again/i });
    expect(retry.textContent).toMatch(/1 credit/);
    fireEvent.click(retry);
    await screen.findByText(/cost 1 credit/);
    expect(resolve).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('useLocalDetection: the check open.ts starts with popup.open (the side panel, which has no early request)', () => {
  function Panel({ opened }: { opened: boolean }) {
    const state = useLocalDetection(opened ? KEY : null, opened ? settings(true) : null);
    return <p>{state.status === 'done' ? state.view.technologies.map((t) => t.name).join(', ') : state.status}</p>;
  }

  it('shows the tab’s check that started after the view mounted, once popup.open answered', async () => {
    const { rerender } = render(<Panel opened={false} />);
    expect(screen.getByText('none')).toBeTruthy();
    // open.ts starts the tab's check on its way to popup.open's answer.
    globalThis.__stacklensLocal = Promise.resolve(detection(['Zeta CMS']));
    rerender(<Panel opened />);
    expect(await screen.findByText('Zeta CMS')).toBeTruthy();
  });
});
