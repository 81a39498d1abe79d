import { ZId } from '@tableside/shared/contract/common';
import { Navigate, useSearchParams } from 'react-router';
import { PaymentConfirmation } from '../../features/payment/components/payment-confirmation';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';

/**
 * /payment-confirmation: where the gateway returns the guest. The order is this tab's
 * (?orderId= may name it too, but only the tab's own order can be read with its session).
 */
export function Component() {
  const [params] = useSearchParams();
  const stored = useSessionValue('OrderId');
  const named = ZId.safeParse(params.get('orderId'));
  const orderId = stored ?? (named.success ? named.data : null);
  if (orderId === null) return <Navigate to={PATHS.sessionExpired} replace />;
  // Keyed by order: another order starts its own polling from the first fetch.
  return <PaymentConfirmation key={orderId} orderId={orderId} />;
}
