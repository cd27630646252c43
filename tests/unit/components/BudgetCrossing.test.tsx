// @vitest-environment happy-dom
// A confirmation says, before anything is spent, when the spend would cross a budget cap: the worker's
// own check (a real worker over a fresh database), not a copy of it.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { recordCall } from '@/lib/metered/ledger';
import { createHandlers } from '@/lib/worker/handlers';
import type { StackLensDB } from '@/lib/db/database';
import { freshDb, ledgerCall } from '../lib/support/fake-api';
import { eventually } from '../async-bounds';
import { installFakeWorker } from '../fake-worker';

const answered: string[] = [];
const state: { db: StackLensDB; handlers: ReturnType<typeof createHandlers> } = {} as never;
const worker = installFakeWorker();

const { ConfirmDialog } = await import('@/components/ConfirmDialog');
const { ConfirmSpend } = await import('@/components/companies/ConfirmSpend');

beforeEach(async () => {
  state.db = freshDb();
  state.handlers = createHandlers({ db: state.db, defaultBaseUrl: 'https://api.test' });
  answered.length = 0;
  // The real worker's handlers; the budget check notes when it has its answer.
  worker.reset({
    ...state.handlers,
    'budgets.check': async (input) => {
      const crossing = await state.handlers['budgets.check'](input);
      answered.push('budgets.check');
      return crossing;
    },
  });
});
afterEach(cleanup);

async function spend(feature: 'live_detection' | 'companies' | 'audiences', credits: number) {
  await recordCall(state.db, ledgerCall({ at: Date.now(), endpoint: 'live.detect', feature, credits }));
}
async function caps(patch: Record<string, unknown>) {
  expect(await dispatch(state.handlers, 'budgets.update', patch)).toMatchObject({ ok: true });
}

function dialog(props: { cost: number; feature?: 'live_detection' | 'audiences'; billedLater?: boolean; testMode?: boolean }) {
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      title="Run a live detection?"
      cost={props.cost}
      balance={1000}
      feature={props.feature}
      billedLater={props.billedLater}
      testMode={props.testMode}
      confirmLabel="Detect"
      onConfirm={onConfirm}
      onCancel={() => undefined}
    >
      <p>Crawl example.com.</p>
    </ConfirmDialog>,
  );
  return { onConfirm };
}

describe('budget caps in confirmations', () => {
  it('says which cap a spend would cross, with what is spent and left, and cannot be confirmed', async () => {
    await caps({ daily: 2 });
    await spend('live_detection', 1);
    const { onConfirm } = dialog({ cost: 5, feature: 'live_detection' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This would cross your daily budget of 2 credits (1 spent, 1 left), so it cannot be sent. Nothing has been spent. Raise or remove the cap in Credits & usage › Budgets.',
    );
    const confirm = screen.getByRole('button', { name: 'Detect' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('names a per-feature cap', async () => {
    await caps({ perFeature: { live_detection: { daily: null, monthly: 8 } } });
    await spend('live_detection', 5);
    dialog({ cost: 5, feature: 'live_detection' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('your Live detection monthly budget of 8 credits (5 spent, 3 left)'));
  });

  it('says nothing and lets a spend that fits every cap be confirmed', async () => {
    await caps({ daily: 10 });
    await spend('live_detection', 5);
    const { onConfirm } = dialog({ cost: 5, feature: 'live_detection' });
    const confirm = screen.getByRole('button', { name: 'Detect' }) as HTMLButtonElement;
    await eventually(() => expect(answered).toContain('budgets.check'));
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('warns without blocking when the work is billed after it finishes', async () => {
    await caps({ daily: 3 });
    const { onConfirm } = dialog({ cost: 7, feature: 'audiences', billedLater: true });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This may take you past your daily budget of 3 credits (0 spent, 3 left). It is billed when it finishes, so the cap cannot stop it.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Detect' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('a test key is never charged: no budget check', async () => {
    await caps({ daily: 1 });
    dialog({ cost: 5, feature: 'live_detection', testMode: true });
    expect(screen.getByText('Test key: not charged.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the batch lookup confirmation says it too', async () => {
    await caps({ perFeature: { companies: { daily: 10, monthly: null } } });
    await spend('companies', 4);
    const onConfirm = vi.fn();
    render(<ConfirmSpend title="Look up 7 companies?" cost={7} feature="companies" detail="" onConfirm={onConfirm} onCancel={() => undefined} />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('would cross your Company search daily budget of 10 credits (4 spent, 6 left)'),
    );
    expect((screen.getByRole('button', { name: 'Confirm · 7 credits' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
