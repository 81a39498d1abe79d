import { Navigate } from 'react-router';
import { VerifyPin } from '../../features/check-in/components/verify-pin';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';

/** /verify-pin: joins the order check-in found; without one the guest starts over. */
export function Component() {
  const orderId = useSessionValue('OrderId');
  const customer = useSessionValue('CustomerDetails');
  if (orderId === null) return <Navigate to={PATHS.entry} replace />;
  return <VerifyPin orderId={orderId} primaryName={customer?.primaryName} />;
}
