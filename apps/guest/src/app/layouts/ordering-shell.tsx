import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CustomiseHost } from '../../features/customise/components/customise-host';
import { useLiveOrder } from '../../features/live-order/hooks/use-live-order';
import { usePriceUpdates } from '../../features/live-order/hooks/use-price-updates';
import { useOrderTimeFlag } from '../../features/order-time/hooks/use-order-time-flag';
import { useVerificationSync } from '../../features/table-verification/hooks/use-verification-sync';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';

/** What every ordering screen keeps running: live updates, the order-time flag, verification. */
function OrderingServices() {
  const ids = useSessionValue('Ids');
  useLiveOrder();
  usePriceUpdates(ids?.branchId ?? null);
  useOrderTimeFlag();
  useVerificationSync();
  return null;
}

/**
 * The frame of the ordering screens (/home, /order, /re-order, /search, /promotion-details).
 * Spec section 2: without a check-in the guest goes back to /.
 */
export function OrderingShell({ children }: { children: ReactNode }) {
  const orderId = useSessionValue('OrderId');
  const checkIn = useSessionValue('CheckIn');
  if (orderId === null || checkIn === null) return <Navigate to={PATHS.entry} replace />;
  return (
    <>
      <OrderingServices />
      {children}
      <CustomiseHost />
    </>
  );
}
