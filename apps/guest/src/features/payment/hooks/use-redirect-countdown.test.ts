import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsUntil, useRedirectCountdown } from './use-redirect-countdown';

afterEach(() => vi.useRealTimers());

describe('secondsUntil', () => {
  it('rounds up and stops at 0', () => {
    expect(secondsUntil(5000, 0)).toBe(5);
    expect(secondsUntil(5000, 4001)).toBe(1);
    expect(secondsUntil(5000, 9000)).toBe(0);
  });
});

describe('useRedirectCountdown', () => {
  it('does nothing until active, then counts down and calls back once', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const { result, rerender } = renderHook(({ active }) => useRedirectCountdown(active, 5, done), {
      initialProps: { active: false },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(done).not.toHaveBeenCalled();
    rerender({ active: true });
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
