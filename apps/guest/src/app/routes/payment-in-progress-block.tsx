import { Navigate } from 'react-router';
import { PaymentBlockPage } from '../../features/order-status/components/payment-block-page';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';
import { useSplitBillSetting } from '../split-bill-setting';

/** /payment-in-progress-block: ordering has stopped for this table. */
export function Component() {
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id;
  // A branch that splits bills lets every guest pay a share, not only the one who asked.
  const splitBill = useSplitBillSetting() !== null;
  if (orderId === null) return <Navigate to={PATHS.entry} replace />;
  return <PaymentBlockPage orderId={orderId} customerId={customerId} splitBill={splitBill} />;
}
