import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaving } from './use-leaving';

afterEach(() => vi.useRealTimers());

describe('useLeaving', () => {
  it('goes after the delay, to the target it was given', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const { result } = renderHook(() => useLeaving<string>('/home', go, () => '/session-expired'));
    act(() => result.current.start(4000, '/payment-status'));
    expect(result.current.leaving?.to).toBe('/payment-status');
    act(() => vi.advanceTimersByTime(3999));
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledWith('/payment-status');
  });

  it('asks for the target when the time is up if it had none', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    let target = '/payment-status';
    const { result } = renderHook(() => useLeaving<string>('/home', go, () => target));
    act(() => result.current.start(4000));
    target = '/session-expired';
    act(() => vi.advanceTimersByTime(4000));
    expect(go).toHaveBeenCalledWith('/session-expired');
  });

  it('keeps the first wait when started again on the same page', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const { result } = renderHook(() => useLeaving('/home', go, () => '/payment-status'));
    act(() => result.current.start(4000));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.start(4000));
    act(() => vi.advanceTimersByTime(1000));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('ends when the page changes before the time is up', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    const { result, rerender } = renderHook(
      ({ route }) => useLeaving(route, go, () => '/payment-status'),
      { initialProps: { route: '/home' } },
    );
    act(() => result.current.start(4000));
    rerender({ route: '/order' });
    expect(result.current.leaving).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(go).not.toHaveBeenCalled();
  });
});
