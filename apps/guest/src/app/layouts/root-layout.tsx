import { Outlet, useLocation } from 'react-router';
import { OrderWatcher } from '../../features/order-status/components/order-watcher';
import { InitialData } from '../initial-data';
import { ScrollMemory } from '../scroll-memory';

/** Every route's parent: the initial data, the page, and the order's redirects. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollMemory />
      <InitialData pathname={pathname} />
      <Outlet />
      <OrderWatcher />
    </>
  );
}
