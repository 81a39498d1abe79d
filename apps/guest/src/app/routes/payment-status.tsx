import { useState } from 'react';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { PaymentSuccess } from '../../features/payment/components/payment-success';
import { takePaidVisit } from '../../features/payment/paid-visit';
import { ReceiptActions } from '../../features/receipt/components/receipt-actions';
import './payment-status.css';

/**
 * /payment-status: 'Payment Successful.'; the table session ends here. Under it, the receipt
 * and the rating of the visit (docs/decisions/0016), for the order just paid (the guest's
 * cookie still names it); a reload of the page keeps all three.
 */
export function Component() {
  // Before PaymentSuccess clears the order's session values (its effect runs after this render).
  const [visit] = useState(takePaidVisit);
  return (
    <>
      <PaymentSuccess visit={visit} />
      {visit !== null && (
        <div className="ts-after-payment">
          <ReceiptActions orderId={visit.orderId} brandName={visit.tenantName} />
          <FeedbackForm orderId={visit.orderId} />
        </div>
      )}
    </>
  );
}
