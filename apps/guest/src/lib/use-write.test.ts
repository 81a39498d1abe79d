import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWrite } from './use-write';

/** A send whose answers the test releases one by one. */
function deferredSend() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const send = vi.fn(
    (_body: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { send, calls };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useWrite', () => {
  it('is pending until the answer, then reports it once', async () => {
    const { send, calls } = deferredSend();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useWrite(send));
    await act(async () => result.current.mutate('body', { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => calls[0]?.resolve('done'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(send).toHaveBeenCalledWith('body');
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('done');
  });

  it('reports a failure to onError and is never retried', async () => {
    const { send, calls } = deferredSend();
    const onError = vi.fn();
    const { result } = renderHook(() => useWrite(send));
    await act(async () => result.current.mutate('body', { onError }));
    await act(async () => calls[0]?.reject(new Error('409')));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onError).toHaveBeenCalledExactlyOnceWith(new Error('409'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers only the latest call, and stays pending until it answers', async () => {
    const { send, calls } = deferredSend();
    const first = vi.fn();
    const second = vi.fn();
    const { result } = renderHook(() => useWrite(send));
    await act(async () => result.current.mutate('one', { onSuccess: first }));
    await act(async () => result.current.mutate('two', { onSuccess: second }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[0]?.resolve('one done'));
    expect(first).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
    await act(async () => calls[1]?.resolve('two done'));
    expect(second).toHaveBeenCalledExactlyOnceWith('two done');
  });

  it('says nothing once the screen has gone', async () => {
    const { send, calls } = deferredSend();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useWrite(send));
    await act(async () => result.current.mutate('body', { onSuccess }));
    unmount();
    await act(async () => calls[0]?.resolve('done'));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('holds the request while the phone is offline and sends it when the network is back', async () => {
    const { send } = deferredSend();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useWrite(send));
    act(() => result.current.mutate('body'));
    await act(async () => undefined);
    expect(send).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(send).toHaveBeenCalledWith('body');
  });
});
