import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { RouteCatcher } from './route-catcher';

/**
 * Around each layout: a chunk that fails to load or a render that throws shows the route
 * error page in its place, and nothing shows while a chunk loads (the global loader covers
 * the first load; later page changes keep the old page until the new one is ready).
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteCatcher resetKey={pathname}>
      <Suspense fallback={null}>{children}</Suspense>
    </RouteCatcher>
  );
}
