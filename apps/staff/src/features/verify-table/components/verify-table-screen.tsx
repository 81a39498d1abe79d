import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { useOrder } from '../../../lib/order-query';
import { VerifyCard } from './verify-card';
import './verify-table.css';

/** What the guest's verification QR code opens: the order's table, ready to verify. */
export function VerifyTableScreen({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.data) return <VerifyCard order={order.data} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <EmptyState title="Order not found">
          This code is not for an order at your branches. Ask the guests to show the QR code on
          their phone again.
        </EmptyState>
      );
    }
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  }
  return <Skeleton count={3} height={96} />;
}
