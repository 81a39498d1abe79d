import { useState } from 'react';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { PaymentSuccess } from '../../features/payment/components/payment-success';
import { SharePaidGate } from '../../features/payment/components/share-paid';
import { takePaidVisit } from '../../features/payment/paid-visit';
import { ReceiptActions } from '../../features/receipt/components/receipt-actions';
import { session } from '../../lib/storage';
import './payment-status.css';

/**
 * 'Payment Successful.'; the table session ends here. Under it, the receipt and the rating of
 * the visit (docs/decisions/0016), for the order just paid (the guest's cookie still names
 * it); a reload of the page keeps all three.
 */
function Paid() {
  // Before PaymentSuccess clears the order's session values (its effect runs after this render).
  const [visit] = useState(takePaidVisit);
  return (
    <>
      <PaymentSuccess visit={visit} />
      {visit !== null && (
        <div className="ts-after-payment">
          <ReceiptActions
            orderId={visit.orderId}
            brandName={visit.tenantName}
            shareReceipt={visit.shareReceipt}
          />
          <FeedbackForm orderId={visit.orderId} />
        </div>
      )}
    </>
  );
}

/**
 * The order of this tab when what its guest just paid is a share of a split bill (issue 17):
 * the payment result then names the share's own receipt, and the table may still owe the rest.
 */
function sharedOrder(): number | null {
  const orderId = session.get('OrderId');
  const paid = session.get('PaymentStatusAPIData');
  const share =
    orderId !== null &&
    paid?.status === 'CHARGED' &&
    paid.orderId === orderId &&
    paid.shareReceipt !== undefined;
  return share ? orderId : null;
}

/**
 * /payment-status. After a share of a split bill the guest first sees their share paid and
 * what the table still owes, until the last share completes the order.
 */
export function Component() {
  // Decided on arrival: PaymentSuccess clearing the session later must not remount the page.
  const [shared] = useState(sharedOrder);
  if (shared === null) return <Paid />;
  return (
    <SharePaidGate orderId={shared}>
      <Paid />
    </SharePaidGate>
  );
}
