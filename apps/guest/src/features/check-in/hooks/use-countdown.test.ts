import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from './use-countdown';

afterEach(() => vi.useRealTimers());

describe('secondsLeft', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  it('counts down to done and restarts from the full time', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(59));
    expect(result.current.secondsLeft).toBe(59);
    expect(result.current.done).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.secondsLeft).toBe(29);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.done).toBe(true);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(59);
    expect(result.current.done).toBe(false);
  });
});
