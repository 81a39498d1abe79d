import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from './page-focus';
import './route-focus.css';

/**
 * Moves focus to the new page's heading on every page change after the first (a page the
 * browser loaded starts at the document's top anyway, where screen readers begin).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const previous = seen.current;
    seen.current = pathname;
    // The first page, and StrictMode's second run of this effect, are no page change.
    if (previous === null || previous === pathname) return;
    return focusPageHeading();
  }, [pathname]);
  return null;
}
