import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { clearLookups, type Lookup, useLookup } from './lookup';

const networkDown = () => new ApiError('FETCH_ERROR', 'offline');

/** A lookup whose answers are queued: each call takes the next one (an Error is thrown). */
function lookupOf<T>(answers: (T | Error)[], options: Partial<Lookup<T>> = {}) {
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (next === undefined) throw new Error('no answer queued');
    if (next instanceof Error) throw next;
    return next;
  });
  return { lookup: { key: ['thing', 1], fetch, ...options }, fetch };
}

/** Lets settled promises and due timers run. */
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  clearLookups();
  vi.useRealTimers();
});

describe('useLookup', () => {
  it('shares one request and its answer between readers of the same key', async () => {
    const { lookup, fetch } = lookupOf([{ name: 'Brew Room' }]);
    const first = renderHook(() => useLookup(lookup));
    const second = renderHook(() => useLookup({ ...lookup }));
    expect(first.result.current.isPending).toBe(true);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first.result.current).toMatchObject({ data: { name: 'Brew Room' }, isSuccess: true });
    expect(second.result.current.data).toBe(first.result.current.data);
  });

  it('reads nothing while disabled', async () => {
    const { lookup, fetch } = lookupOf([{ name: 'Brew Room' }]);
    const { result } = renderHook(() => useLookup(lookup, false));
    await flush(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
  });

  it('retries a network failure twice, after 1 s and 2 s, then reports it', async () => {
    const { lookup, fetch } = lookupOf([networkDown(), networkDown(), networkDown()]);
    const { result } = renderHook(() => useLookup(lookup));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await flush(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.isPending).toBe(true);
    await flush(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false });
    expect(result.current.error?.message).toBe('offline');
  });

  it('does not retry an answer that will not change, nor a lookup that asks for none', async () => {
    const notFound = lookupOf([new ApiError('HTTP_ERROR', 'Not found', 404)]);
    const noRetry = lookupOf([networkDown()], { key: ['style', 1], retry: false });
    const missing = renderHook(() => useLookup(notFound.lookup));
    const failed = renderHook(() => useLookup(noRetry.lookup));
    await flush(10_000);
    expect(notFound.fetch).toHaveBeenCalledTimes(1);
    expect(noRetry.fetch).toHaveBeenCalledTimes(1);
    expect(missing.result.current.error?.message).toBe('Not found');
    expect(failed.result.current.isPending).toBe(false);
  });

  it('asks a failed lookup again for a new reader and when the tab comes back into view', async () => {
    const { lookup, fetch } = lookupOf<{ name: string }>([
      new ApiError('HTTP_ERROR', 'Not found', 404),
      new ApiError('HTTP_ERROR', 'Not found', 404),
      { name: 'Brew Room' },
    ]);
    const { result } = renderHook(() => useLookup(lookup));
    await flush();
    renderHook(() => useLookup(lookup));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ data: { name: 'Brew Room' }, isSuccess: true });
  });

  it('asks again on its interval while read, and keeps the answer a failed refresh had', async () => {
    const { lookup, fetch } = lookupOf<{ open: string }>(
      [{ open: '12:00' }, { open: '12:00' }, new ApiError('HTTP_ERROR', 'Bad request', 400)],
      { refetchIntervalMs: 60_000 },
    );
    const { result, unmount } = renderHook(() => useLookup(lookup));
    await flush();
    const first = result.current.data;
    await flush(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    // The same answer keeps the same object: effects on it do not run again.
    expect(result.current.data).toBe(first);
    await flush(60_000);
    expect(result.current).toMatchObject({ data: { open: '12:00' }, isSuccess: false });
    unmount();
    await flush(180_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('drops an answer nobody reads after its keep time, and keeps it before', async () => {
    const { lookup, fetch } = lookupOf([{ id: 1 }, { id: 1 }], { keepMs: 1000 });
    renderHook(() => useLookup(lookup)).unmount();
    await flush();
    await flush(999);
    renderHook(() => useLookup(lookup)).unmount();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    await flush(1000);
    const { result } = renderHook(() => useLookup(lookup));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current.data).toEqual({ id: 1 });
  });
});
