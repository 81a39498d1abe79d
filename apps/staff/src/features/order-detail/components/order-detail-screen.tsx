import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { useOrder } from '../../../lib/order-query';
import { OrderDetail } from './order-detail';
import './order-detail.css';

/** /orders/:orderId: one table's order, live, with what the member's role may do to it. */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.data) return <OrderDetail order={order.data} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <EmptyState title="Order not found">
          There is no order {orderId} at your branches.
        </EmptyState>
      );
    }
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  }
  return <Skeleton count={4} height={120} />;
}
