import { Navigate } from 'react-router';
import { CheckOutPage } from '../../features/checkout/components/check-out-page';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';
import { useSplitBillSetting } from '../split-bill-setting';

/** /check-out: the bill of this tab's order; without a checked-in guest there is none. */
export function Component() {
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id;
  const split = useSplitBillSetting();
  if (orderId === null || customerId === undefined) return <Navigate to={PATHS.entry} replace />;
  return <CheckOutPage orderId={orderId} customerId={customerId} split={split} />;
}
