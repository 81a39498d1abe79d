import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTrapEntry, TRAP_MARK, useHistoryTrap } from './use-history-trap';

function Trapped() {
  useHistoryTrap('/check-out');
  return <p>Bill</p>;
}

/** The router runs in memory; the trap works on the window's history, which jsdom keeps. */
function renderTrapped() {
  window.history.replaceState({ idx: 0 }, '', '/check-out');
  const router = createMemoryRouter(
    [
      { path: '/check-out', Component: Trapped },
      { path: '/order', element: <p>Orders</p> },
    ],
    { initialEntries: ['/check-out'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('isTrapEntry', () => {
  it('recognises only entries the trap pushed', () => {
    expect(isTrapEntry({ [TRAP_MARK]: true, idx: 3 })).toBe(true);
    expect(isTrapEntry({ idx: 3 })).toBe(false);
    expect(isTrapEntry(null)).toBe(false);
  });
});

describe('useHistoryTrap', () => {
  it('puts one copy of the page on top of the history and keeps the router state', () => {
    vi.useFakeTimers();
    const push = vi.spyOn(window.history, 'pushState');
    renderTrapped();
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ idx: 0, [TRAP_MARK]: true });
    act(() => vi.advanceTimersByTime(5000));
    // Still on the copy: nothing more is pushed, however long the guest waits.
    expect(push).toHaveBeenCalledTimes(1);
    push.mockRestore();
  });

  it('puts the copy back within 500 ms after Back took it away', () => {
    vi.useFakeTimers();
    const push = vi.spyOn(window.history, 'pushState');
    renderTrapped();
    // Back: the browser is on the entry below the copy again.
    window.history.replaceState({ idx: 0 }, '', '/check-out');
    act(() => vi.advanceTimersByTime(500));
    expect(push).toHaveBeenCalledTimes(2);
    expect(isTrapEntry(window.history.state)).toBe(true);
    push.mockRestore();
  });

  it('comes back to the page when Back got past it', () => {
    const router = renderTrapped();
    act(() => {
      window.history.replaceState({ idx: 0 }, '', '/order');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(router.state.location.pathname).toBe('/check-out');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
