import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('takes the value only after it stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: '' },
    });
    rerender({ value: 'chi' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'chicken' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('chicken');
  });
});
