// @vitest-environment happy-dom
// A render error never leaves a blank popup or a blank chart: a plain message and "Reload", no stack.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame } from '@/components/ChartFrame';
import { ErrorBoundary } from '@/components/ErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let fail = true;
function Fragile() {
  if (fail) throw new TypeError('Cannot read properties of undefined (reading "map")');
  return <p>Chart drawn</p>;
}

describe('<ErrorBoundary>', () => {
  it('replaces a crashed tree with a plain message and Reload, never the error text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    const onReload = vi.fn();
    render(
      <ErrorBoundary what="StackLens" onReload={onReload}>
        <Fragile />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('StackLens could not be shown');
    expect(alert.textContent).not.toMatch(/TypeError|Cannot read|reading|at /);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('a chart that throws (or whose chunk fails to load) shows the message in place, and Reload draws it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fail = true;
    render(
      <div>
        <p>Rest of the page</p>
        <ChartFrame label="Usage over time">
          <Fragile />
        </ChartFrame>
      </div>,
    );
    expect(screen.getByText('Rest of the page')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This chart could not be shown');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByText('Chart drawn')).toBeTruthy());
  });
});

describe('popup render.tsx', () => {
  it('wraps App in the boundary: a crash in App shows "Reload", not a blank popup', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    vi.doMock('@/entrypoints/popup/App', () => ({
      App: () => {
        throw new Error('boom');
      },
    }));
    vi.doMock('@/entrypoints/popup/use-popup-open', () => ({
      popupOpenSettled: async () => undefined,
      firstFrameToKeep: () => null,
      cachedAnswerTheme: () => null,
      frameOwner: () => null,
    }));
    await import('@/entrypoints/popup/render');
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toContain('StackLens could not be shown'));
    expect(document.body.textContent).not.toContain('boom');
    expect(document.querySelector('button')?.textContent).toBe('Reload');
  });
});
