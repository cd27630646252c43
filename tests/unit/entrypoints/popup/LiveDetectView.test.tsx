// @vitest-environment happy-dom
// A domain the database lacks: the free on-page result beside a live detection already paid for, with
// its versions compared, and the paid button waiting for the free check first.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { CallResultView } from '@/lib/messaging/protocol';
import { installFakeWorker } from '../../fake-worker';

let cached: CallResultView | null = null;
// The free cache read only: a paid call has no handler, so it would fail the test.
installFakeWorker(() => ({ 'cache.peek': ({ params }) => (params.mode === 'light' ? cached : null) }));

const { LiveDetectView } = await import('@/entrypoints/popup/LiveDetectView');

afterEach(() => {
  cleanup();
  cached = null;
});

const DETECTION: LocalDetectionView = {
  status: 'ok',
  message: null,
  host: 'missing.example',
  technologies: [
    {
      name: 'jQuery',
      category: 'JavaScript libraries',
      version: '3.7.1',
      otherVersions: [],
      evidence: [{ kind: 'global', detail: 'global jQuery.fn.jquery (a string)' }],
      technology: null,
    },
  ],
  unresolved: [],
  durationMs: 5,
};
const LIVE = {
  url: 'https://missing.example/',
  domain: 'missing.example',
  mode: 'light',
  detected_at: '2026-11-20T10:00:00Z',
  technologies: [
    { id: 1, name: 'jQuery', category: 'JavaScript libraries', version: '3.6.0', confidence: 100 },
    { id: 2, name: 'Nginx', category: 'Web servers', version: null, confidence: 90 },
  ],
};

describe('LiveDetectView with the on-page result', () => {
  it('compares the page’s versions with a cached live detection: “version differs”', async () => {
    cached = { data: LIVE, source: 'cache', storedAt: Date.now(), credits: 0 };
    render(<LiveDetectView domain="missing.example" balance={null} onSpent={() => undefined} local={{ status: 'done', view: DETECTION, spent: 0 }} />);
    await screen.findByRole('heading', { name: 'Live detection' });
    const onPage = within(screen.getByRole('group', { name: 'Technologies on this page' }))
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('local-row'));
    expect(onPage[0]!.textContent).toContain('version differs: this page runs 3.7.1, the live detection saw 3.6.0');
    expect(screen.getByText(/1 found by the live detection, not seen on this page/)).toBeTruthy();
  });

  it('compares nothing before any live detection was paid for', async () => {
    render(<LiveDetectView domain="missing.example" balance={null} onSpent={() => undefined} local={{ status: 'done', view: DETECTION, spent: 0 }} />);
    await screen.findByRole('button', { name: 'Live detect · 5 credits' });
    expect(screen.queryByText(/version differs/)).toBeNull();
  });

  it('keeps the paid button waiting while the page is still being checked for free', async () => {
    const { rerender } = render(<LiveDetectView domain="missing.example" balance={null} onSpent={() => undefined} local={{ status: 'pending' }} />);
    const waiting = screen.getByRole('button', { name: 'Checking this page first…' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    rerender(
      <LiveDetectView
        domain="missing.example"
        balance={null}
        onSpent={() => undefined}
        local={{ status: 'done', view: { ...DETECTION, status: 'failed', technologies: [] }, spent: 0 }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Live detect · 5 credits' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
