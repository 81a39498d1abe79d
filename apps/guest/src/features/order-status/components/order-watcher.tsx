import { lazy, Suspense } from 'react';
import { useSessionValue } from '../../../lib/use-session-value';

// Loaded once a guest has checked in: the watcher brings the realtime client, which the
// entry page does not need, so it stays out of the first download.
const LiveOrderWatcher = lazy(() =>
  import('./live-order-watcher').then((module) => ({ default: module.LiveOrderWatcher })),
);

/** Mounted once under the router: the order-level redirects of spec section 4. */
export function OrderWatcher() {
  const orderId = useSessionValue('OrderId');
  const customer = useSessionValue('CustomerDetails');
  if (orderId === null || customer === null) return null;
  return (
    <Suspense fallback={null}>
      <LiveOrderWatcher />
    </Suspense>
  );
}
