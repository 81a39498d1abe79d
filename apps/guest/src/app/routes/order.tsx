import { MyOrders } from '../../features/orders/components/my-orders';
import { VerificationBanner } from '../../features/table-verification/components/verification-banner';

/** /order: My Orders, with the verification banner on the Pending tab (spec section 2). */
export function Component() {
  return <MyOrders pendingTop={<VerificationBanner />} />;
}
