import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageSettled } from './use-page-settled';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePageSettled', () => {
  it('waits for the page to load, then for an idle moment', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { result } = renderHook(() => usePageSettled());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(true);
  });

  it('is soon true on a page that has loaded already', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    await vi.waitFor(() => expect(result.current).toBe(true));
  });
});
