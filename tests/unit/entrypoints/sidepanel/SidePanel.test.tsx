// @vitest-environment happy-dom
// The side panel's bar: "This tab" reads the active tab again with a fresh on-page check (not the first
// tab's), and "Follow the active tab" asks for `tabs` at the click and stays off, saying why, if refused.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { LocalDetectionView } from '@/lib/messaging/features/local';

/** Each mount of the popup's view, with the on-page check it found waiting when it mounted. */
const mounts: (Promise<LocalDetectionView> | undefined)[] = [];
/** Whether each mount was told to spend nothing on open (askFirst). */
const asks: boolean[] = [];
vi.mock('@/entrypoints/popup/App', () => ({
  App: ({ askFirst }: { askFirst?: boolean }) => {
    mounts.push(globalThis.__stacklensLocal);
    asks.push(Boolean(askFirst));
    return <p>view</p>;
  },
}));
const { SidePanel } = await import('@/entrypoints/sidepanel/SidePanel');

afterEach(() => {
  cleanup();
  mounts.length = 0;
  asks.length = 0;
  globalThis.__stacklensLocal = undefined;
  vi.restoreAllMocks();
});

describe('<SidePanel>', () => {
  it('“This tab” remounts the view without the previous tab’s on-page check', () => {
    const first = new Promise<LocalDetectionView>(() => undefined);
    globalThis.__stacklensLocal = first;
    render(<SidePanel />);
    expect(mounts).toEqual([first]);
    fireEvent.click(screen.getByRole('button', { name: 'This tab' }));
    expect(mounts).toEqual([first, undefined]);
  });

  it('“Follow the active tab” asks for tabs; refused, it stays off and says why', async () => {
    const request = vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(false as never);
    render(<SidePanel />);
    const follow = screen.getByRole('checkbox', { name: 'Follow the active tab' });
    await act(async () => {
      fireEvent.click(follow);
    });
    expect(request).toHaveBeenCalledWith({ permissions: ['tabs'] });
    expect((follow as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/needs permission to read the address of your tabs/);
  });

  it('granted, it follows: a tab switch reads the active tab again', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true as never);
    render(<SidePanel />);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Follow the active tab' }));
    });
    expect((screen.getByRole('checkbox', { name: 'Follow the active tab' }) as HTMLInputElement).checked).toBe(true);
    const before = mounts.length;
    await act(async () => {
      await fakeBrowser.tabs.onActivated.trigger({ tabId: 2, windowId: 1 });
    });
    expect(mounts.length).toBe(before + 1);
  });

  it('following never spends: a switch or a navigation the page made mounts the view asking first; This tab looks up as Settings say', async () => {
    vi.spyOn(fakeBrowser.permissions, 'request').mockResolvedValue(true as never);
    render(<SidePanel />);
    expect(asks).toEqual([false]);
    expect(screen.queryByRole('note')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Follow the active tab' }));
    });
    expect(screen.getByRole('note').textContent).toBe(
      'While following, nothing is bought on its own: a site already looked up shows free, and any other waits until you choose to look it up (1 credit).',
    );
    const from = asks.length;
    await act(async () => {
      await fakeBrowser.tabs.onActivated.trigger({ tabId: 2, windowId: 1 });
    });
    await act(async () => {
      await fakeBrowser.tabs.onUpdated.trigger(2, { url: 'https://next.example/' }, { active: true } as never);
    });
    expect(asks.slice(from)).toEqual([true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'This tab' }));
    expect(asks.at(-1)).toBe(false);
    // Turned off, the note goes and a reading looks up as Settings say again.
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Follow the active tab' }));
    });
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'This tab' }));
    expect(asks.at(-1)).toBe(false);
  });
});
