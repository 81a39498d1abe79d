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
 * The order of this tab when what its guest just paid is not the bill they were shown: a share
 * of a split bill and its tip (issue 17), after which the table may still owe the rest. A
 * single payer pays exactly that bill. (Decided from what the session holds, not a marker of
 * its own: a new session key would grow the entry route past its budget.)
 */
function sharedOrder(): number | null {
  const orderId = session.get('OrderId');
  const paid = session.get('PaymentStatusAPIData');
  const bill = session.get('billInfo');
  const share =
    orderId !== null &&
    paid?.status === 'CHARGED' &&
    paid.orderId === orderId &&
    bill?.orderId === orderId &&
    paid.paymentAmount !== bill.payableAmount;
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
