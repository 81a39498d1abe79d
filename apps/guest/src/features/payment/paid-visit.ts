import type { PaidVisit } from '../../lib/session-schemas';
import { session } from '../../lib/storage';

/**
 * The visit /payment-status is about. On arrival the order's session values still name it: keep
 * it under PaidVisit before they are cleared, so a reload of the page still knows it.
 */
export function takePaidVisit(): PaidVisit | null {
  const orderId = session.get('OrderId');
  if (orderId === null) return session.get('PaidVisit');
  const status = session.get('PaymentStatusAPIData');
  const charged = status && status.status === 'CHARGED' && status.orderId === orderId;
  const visit: PaidVisit = {
    orderId,
    tenantName: session.get('tenant')?.tenantName ?? '',
    amount: charged ? status.paymentAmount : null,
    ...(charged && status.shareReceipt ? { shareReceipt: status.shareReceipt } : {}),
  };
  session.set('PaidVisit', visit);
  return visit;
}
