// @vitest-environment happy-dom
// Key rotation from the Credits & usage section: confirmed first, the new secret shown once, and
// gone for good after "Done".
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '@/lib/api/errors';
import { apiHandler, balance, ledgerHandlers, LIVE_KEY, NOW, resetWorker, sent, type FakeHandlers } from './worker';

vi.mock('@/entrypoints/options/credits/BudgetsPanel', () => ({ BudgetsPanel: () => null }));
const { CreditsSection } = await import('@/entrypoints/options/sections/CreditsSection');

const SECRET = 'tapi_live_N3wK3yN3wK3yN3wK3yN3wK3yN3wK3yN3';
const NEW_KEY = { ...LIVE_KEY, last4: 'yN3' };
const writeText = vi.fn(async (_text: string) => undefined);

function setup(rotate: NonNullable<FakeHandlers['keys.rotate']> = () => ({ key: NEW_KEY, secretOnce: SECRET })) {
  resetWorker({
    'keys.describe': () => LIVE_KEY,
    'credits.get': () => balance(9_970),
    'api.call': apiHandler(),
    ...ledgerHandlers(),
    'keys.rotate': rotate,
  });
  render(<CreditsSection now={NOW} />);
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Rotate key' });
  button.focus(); // as a browser does on a click or a keyboard press
  fireEvent.click(button);
  return screen.getByRole('dialog', { name: 'Rotate your API key?' });
}

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(cleanup);

describe('Rotate key', () => {
  it('explains what rotation does before anything happens, and Cancel does nothing', async () => {
    setup();
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const text = dialog.textContent ?? '';
    expect(text).toContain('revoked at once');
    expect(text).toContain('Everyone and every app that shares this key must switch to the new one');
    expect(text).toContain('StackLens stores the new key itself');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((m) => m.type === 'keys.rotate')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rotate key' }));
  });

  it('Escape closes the confirmation without rotating', async () => {
    setup();
    const dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.some((m) => m.type === 'keys.rotate')).toBe(false);
  });

  it('on confirm, shows the new key once with Copy; Done removes it for good', async () => {
    setup();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(sent.find((m) => m.type === 'keys.rotate')?.payload).toEqual({ name: 'StackLens' });
    const field = within(secretDialog).getByLabelText('New API key') as HTMLInputElement;
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(within(secretDialog).getByText(/This is the only time it is shown/)).toBeTruthy();

    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(secretDialog).findByText('Copied to the clipboard.')).toBeTruthy();

    // The page reloads what depends on the key while the secret stays on screen.
    await waitFor(() => expect(sent.filter((m) => m.type === 'keys.describe')).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Your new API key' })).toBeTruthy();

    fireEvent.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate key' }));
    expect(screen.getByRole('dialog', { name: 'Rotate your API key?' }).textContent).not.toContain(SECRET);
  });

  it('a failed rotation shows the error in the dialog and offers to try again', async () => {
    setup(() => new ServerError({ message: 'Your old key was revoked, but a new one could not be created (HTTP 500).' }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your old key was revoked, but a new one could not be created');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('tapi_live_N3w');
  });
});
