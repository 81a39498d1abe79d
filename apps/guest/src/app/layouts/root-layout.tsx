import { Outlet, useLocation } from 'react-router';
import { OrderWatcher } from '../../features/order-status/components/order-watcher';
import { InitialData } from '../initial-data';
import { RouteFocus } from '../route-focus';
import { ScrollMemory } from '../scroll-memory';

/** Every route's parent: scroll and focus, the initial data, the page, the order's redirects. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollMemory />
      <RouteFocus />
      <InitialData pathname={pathname} />
      <Outlet />
      <OrderWatcher />
    </>
  );
}
