import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePushState } from '../lib/push-state';
import { usePushStateClear } from './use-push-state-clear';

afterEach(() => {
  vi.useRealTimers();
  usePushState.getState().clear();
});

describe('usePushStateClear', () => {
  it('forgets the last push event 2 s after a route change', () => {
    vi.useFakeTimers();
    const { rerender } = renderHook(({ path }) => usePushStateClear(path), {
      initialProps: { path: '/home' },
    });
    act(() => vi.advanceTimersByTime(2000));
    act(() => usePushState.getState().record({ type: 'checkout', customerId: 4 }));
    rerender({ path: '/payment-in-progress-block' });
    act(() => vi.advanceTimersByTime(1999));
    expect(usePushState.getState().last).toEqual({ type: 'checkout', customerId: 4 });
    act(() => vi.advanceTimersByTime(1));
    expect(usePushState.getState().last).toBeNull();
  });

  it('restarts the 2 s on every route change', () => {
    vi.useFakeTimers();
    const { rerender } = renderHook(({ path }) => usePushStateClear(path), {
      initialProps: { path: '/home' },
    });
    act(() => usePushState.getState().record({ type: 'void' }));
    act(() => vi.advanceTimersByTime(1500));
    rerender({ path: '/order' });
    act(() => vi.advanceTimersByTime(1500));
    expect(usePushState.getState().last).toEqual({ type: 'void' });
    act(() => vi.advanceTimersByTime(500));
    expect(usePushState.getState().last).toBeNull();
  });
});
