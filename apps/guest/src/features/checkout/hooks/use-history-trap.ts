import { HISTORY_TRAP_MS } from '@tableside/shared/domain/constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Marks the history entries the trap pushed (on top of the router's own entry state). */
export const TRAP_MARK = 'tsHistoryTrap';

export const isTrapEntry = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>)[TRAP_MARK] === true;

/**
 * Keeps the guest on `path` (spec section 4: /bill-pending and /check-out trap back
 * navigation). Every 500 ms it makes sure a copy of this page sits on top of the history, so
 * Back lands on the same page; a Back that still gets past it (two quick presses, or a
 * browser that skips entries added without a tap) is sent back here. Only one copy is kept,
 * so a long wait does not fill the history. Leaving by the app's own links is not affected.
 */
export function useHistoryTrap(path: string, history: History = window.history): void {
  const navigate = useNavigate();
  useEffect(() => {
    const repush = () => {
      if (window.location.pathname !== path || isTrapEntry(history.state)) return;
      const current: object =
        typeof history.state === 'object' && history.state !== null ? history.state : {};
      history.pushState({ ...current, [TRAP_MARK]: true }, '', window.location.href);
    };
    const onPop = () => {
      if (window.location.pathname !== path) navigate(path);
    };
    repush();
    const timer = setInterval(repush, HISTORY_TRAP_MS);
    window.addEventListener('popstate', onPop);
    return () => {
      clearInterval(timer);
      window.removeEventListener('popstate', onPop);
    };
  }, [path, navigate, history]);
}
