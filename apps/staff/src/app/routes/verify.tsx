import { ZId } from '@tableside/shared/contract/common';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/states';
import { VerifyTableScreen } from '../../features/verify-table/components/verify-table-screen';

/** /verify/:orderId, the page the guests' verification QR code opens. */
export function Component() {
  const orderId = ZId.safeParse(useParams().orderId);
  if (!orderId.success) {
    return (
      <EmptyState title="This link does not name an order">Scan the QR code again.</EmptyState>
    );
  }
  return <VerifyTableScreen key={orderId.data} orderId={orderId.data} />;
}
