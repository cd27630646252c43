// @vitest-environment happy-dom
// Confirm, then spend (Ask, Live detect): nothing is sent until Confirm; a charge and an error both
// make the page re-read the balance; Cancel sends nothing.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InsufficientCreditsError } from '@/lib/api/errors';
import { useConfirmedSpend } from '@/lib/ui/use-confirmed-spend';

describe('useConfirmedSpend', () => {
  it('asks first and spends only on Confirm, then re-reads the balance', async () => {
    const spend = vi.fn(async () => ({ credits: 10, answer: 'Shopify' }));
    const onSpent = vi.fn();
    const { result } = renderHook(() => useConfirmedSpend(spend, onSpent));
    act(() => result.current.ask());
    expect(result.current.confirming).toBe(true);
    expect(spend).not.toHaveBeenCalled();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.confirm();
    });
    expect(outcome).toEqual({ credits: 10, answer: 'Shopify' });
    expect(spend).toHaveBeenCalledTimes(1);
    expect(onSpent).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ confirming: false, busy: false, error: null });
  });

  it('Cancel sends nothing; a free (cached) answer reports 0 credits (the header then says nothing was spent)', async () => {
    const spend = vi.fn(async () => ({ credits: 0 }));
    const onSpent = vi.fn();
    const { result } = renderHook(() => useConfirmedSpend(spend, onSpent));
    act(() => result.current.ask());
    act(() => result.current.cancel());
    expect(result.current.confirming).toBe(false);
    expect(spend).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.confirm();
    });
    expect(onSpent).toHaveBeenCalledWith(0, { startedAt: expect.any(Number) });
  });

  it('an error is kept as an ApiError the notice can explain, and the balance is re-read', async () => {
    const onSpent = vi.fn();
    const { result } = renderHook(() =>
      useConfirmedSpend(async () => {
        throw { kind: 'insufficient_credits', message: 'Not enough credits.' };
      }, onSpent),
    );
    await act(async () => {
      expect(await result.current.confirm()).toBeNull();
    });
    expect(result.current.error).toBeInstanceOf(InsufficientCreditsError);
    expect(result.current.busy).toBe(false);
    expect(onSpent).toHaveBeenCalledTimes(1);
  });
});
