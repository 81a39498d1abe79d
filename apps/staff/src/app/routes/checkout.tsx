import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/states';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { PaymentsPanel } from '../../features/refunds/components/payments-panel';

export function Component() {
  const orderId = Number(useParams().orderId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) {
    return <EmptyState title="There is no such order." />;
  }
  return (
    <CheckoutScreen
      key={orderId}
      orderId={orderId}
      payments={<PaymentsPanel orderId={orderId} />}
    />
  );
}
