import type { ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { NavigationProvider } from './navigation';

/**
 * The navigation port (lib/navigation) inside React Router: its navigate. Wraps `children`, or
 * as a layout route, the matched page.
 */
export function RouterNavigation({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return <NavigationProvider value={navigate}>{children ?? <Outlet />}</NavigationProvider>;
}
