import type { TPaymentStatus } from '@tableside/shared/contract/payment';
import { MSG } from '@tableside/shared/domain/messages';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaymentPoll } from './use-payment-poll';

const status = (s: TPaymentStatus['status'], shouldPoll: boolean): TPaymentStatus => ({
  status: s,
  orderId: 4,
  paymentAmount: 271,
  shouldPoll,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePaymentPoll', () => {
  it('fetches at once, every 5 s while processing, and settles on CHARGED', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(status('PENDING_VBV', true))
      .mockResolvedValueOnce(status('AUTHORIZING', true))
      .mockResolvedValueOnce(status('CHARGED', false));
    const onResult = vi.fn();
    const { result } = renderHook(() => usePaymentPoll(4, fetch, onResult));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.view.kind).toBe('processing');
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.view).toMatchObject({ kind: 'success', redirectTo: '/payment-status' });
    expect(onResult).toHaveBeenLastCalledWith(status('CHARGED', false));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shows the failure for a declined payment', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockResolvedValue(status('AUTHORIZATION_FAILED', false));
    const { result } = renderHook(() => usePaymentPoll(4, fetch, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.view).toMatchObject({ kind: 'failure', redirectTo: '/check-out' });
  });

  it('retries a failing fetch every 5 s, 4 times, then says it could not confirm', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePaymentPoll(4, fetch, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    for (let retry = 1; retry <= 3; retry += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(result.current.view.kind).toBe('processing');
    }
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(result.current.view).toEqual({ kind: 'unconfirmed', message: MSG.paymentUnconfirmed });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('starts over when asked to check again', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePaymentPoll(4, fetch, vi.fn()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    for (let retry = 1; retry <= 4; retry += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5000));
    }
    expect(result.current.view.kind).toBe('unconfirmed');
    fetch.mockResolvedValueOnce(status('CHARGED', false));
    act(() => result.current.restart());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.view.kind).toBe('success');
  });

  it('does not restart the wait when the caller re-renders', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockResolvedValue(status('PENDING_VBV', true));
    const { rerender } = renderHook(() => usePaymentPoll(4, fetch, () => undefined));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    rerender();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
