// @vitest-environment happy-dom
// "Check again" in the on-page panel: a detection that left parts of the page unchecked offers it, and
// pressing it inspects the same tab anew and shows the new answer in place of the partial one.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import { eventually } from '../../async-bounds';
import { installFakeWorker } from '../../fake-worker';

const detect = vi.fn<(payload: { tabId: number }) => Promise<LocalDetectionView>>();
installFakeWorker(() => ({ 'local.detect': (input) => detect(input) }));

const { useLocalDetection } = await import('@/entrypoints/popup/use-local-detection');
const { LocalPanel } = await import('@/entrypoints/popup/LocalPanel');

afterEach(() => {
  cleanup();
  detect.mockReset();
  globalThis.__stacklensLocal = undefined;
});

const view = (over: Partial<LocalDetectionView>): LocalDetectionView => ({
  status: 'ok',
  message: null,
  host: 'shop.example.com',
  technologies: [{ name: 'WordPress', category: 'CMS', version: null, otherVersions: [], evidence: [{ kind: 'meta', detail: 'a tag' }], technology: null }],
  unresolved: [],
  durationMs: 3,
  unchecked: [],
  ...over,
});

function Popup() {
  return <LocalPanel state={useLocalDetection(null, null)} />;
}

it('offers Check again when parts were not checked in time, and inspects the active tab again', async () => {
  vi.spyOn(browser.tabs, 'query').mockResolvedValue([{ id: 7 }] as never);
  globalThis.__stacklensLocal = Promise.resolve(
    view({
      status: 'partial',
      message: 'Not checked in time: its page markup. What was checked is listed; check again for the whole page.',
      unchecked: ['dom'],
    }),
  );
  const ghost = view({}).technologies.map((t) => ({ ...t, name: 'Ghost' }));
  detect.mockResolvedValue(view({ technologies: ghost }));
  render(<Popup />);
  fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
  await eventually(() => expect(detect).toHaveBeenCalledWith({ tabId: 7 }));
  // The new, complete answer replaces the partial one.
  await eventually(() => screen.getByText('Ghost'));
  expect(screen.queryByText(/Not checked in time/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
});
