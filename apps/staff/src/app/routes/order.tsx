import { ZId } from '@tableside/shared/contract/common';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/states';
import { OrderDetailScreen } from '../../features/order-detail/components/order-detail-screen';

/** /orders/:orderId */
export function Component() {
  const orderId = ZId.safeParse(useParams().orderId);
  if (!orderId.success) return <EmptyState title="This link does not name an order" />;
  return <OrderDetailScreen key={orderId.data} orderId={orderId.data} />;
}
