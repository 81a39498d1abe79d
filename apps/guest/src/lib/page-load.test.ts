import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoaded } from './page-load';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('pageLoaded', () => {
  it('waits for the load event', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let loaded = false;
    void pageLoaded().then(() => {
      loaded = true;
    });
    await Promise.resolve();
    expect(loaded).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(loaded).toBe(true));
  });

  it('goes ahead after two seconds when the page never finishes loading', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let loaded = false;
    void pageLoaded().then(() => {
      loaded = true;
    });
    await vi.advanceTimersByTimeAsync(1900);
    expect(loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(loaded).toBe(true);
  });

  it('resolves at once on a page that has loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    await expect(pageLoaded()).resolves.toBeUndefined();
  });
});
