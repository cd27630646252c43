// @vitest-environment happy-dom
// The confirmation before a paid action: a stray Enter never spends, and it never lets the user pay
// what the balance cannot cover; a test key and an unknown balance are said plainly.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ConfirmDialog';

afterEach(cleanup);

function setup(props: { cost?: number; balance?: number | null; testMode?: boolean; cappedToBalance?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      title="Run a live detection?"
      cost={props.cost ?? 5}
      balance={props.balance === undefined ? 100 : props.balance}
      testMode={props.testMode}
      cappedToBalance={props.cappedToBalance}
      confirmLabel="Detect · 5 credits"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>StackLens will crawl example.com now.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Run a live detection?' }) };
}

describe('<ConfirmDialog>', () => {
  it('focuses Cancel, not the paying button', () => {
    const { onConfirm } = setup();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the balance before and after', () => {
    const { dialog } = setup({ balance: 100 });
    expect(dialog.textContent).toContain('Balance: 100 → 95 credits after.');
  });

  it('when the balance is below the cost, says so and cannot be confirmed', () => {
    const { dialog, onConfirm } = setup({ balance: 3 });
    expect(dialog.textContent).toContain('Not enough credits: this costs 5 and your balance is 3.');
    const confirm = screen.getByRole('button', { name: 'Detect · 5 credits' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('an action that stops at the balance (a capped export) can be confirmed below the cost, charging at most the balance', () => {
    const { dialog, onConfirm } = setup({ cost: 40, balance: 10, cappedToBalance: true });
    expect(dialog.textContent).toContain('Balance: 10 → 0 credits after, at most');
    expect(screen.queryByText(/Not enough credits/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Detect · 5 credits' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('with a test key says it is not charged, and never blocks on the balance', () => {
    const { dialog, onConfirm } = setup({ balance: 0, testMode: true });
    expect(dialog.textContent).toContain('Test key: not charged.');
    expect(dialog.textContent).not.toContain('Not enough credits');
    fireEvent.click(screen.getByRole('button', { name: 'Detect · 5 credits' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('gives the focus back to the button that opened it when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <ConfirmDialog title="Ask?" cost={2} balance={10} confirmLabel="Ask" onConfirm={() => {}} onCancel={() => {}}>
        <p>Two credits.</p>
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    unmount();
    return Promise.resolve().then(() => {
      expect(document.activeElement).toBe(opener);
      opener.remove();
    });
  });

  it('a cost that is a most (billed on delivery) leaves "at least" the rest', () => {
    render(
      <ConfirmDialog title="Start?" cost={30} balance={100} upTo cappedToBalance confirmLabel="Start" onConfirm={() => {}} onCancel={() => {}}>
        <p>Rows.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('dialog').textContent).toContain('Balance: 100 → at least 70 credits after.');
  });

  it('says when the balance is unknown', () => {
    const { dialog } = setup({ balance: null });
    expect(dialog.textContent).toContain('Your balance is unknown');
    expect((screen.getByRole('button', { name: 'Detect · 5 credits' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a free action (cost 0) shows no balance line', () => {
    const { dialog } = setup({ cost: 0, balance: null });
    expect(dialog.textContent).not.toMatch(/balance|credits after/i);
  });
});
