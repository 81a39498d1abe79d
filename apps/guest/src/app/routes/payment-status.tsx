import { useState } from 'react';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { PaymentSuccess } from '../../features/payment/components/payment-success';
import { ReceiptActions } from '../../features/receipt/components/receipt-actions';
import { session } from '../../lib/storage';
import './payment-status.css';

/**
 * /payment-status: 'Payment Successful.'; the table session ends here. Under it, the receipt
 * and the rating of the visit (docs/decisions/0016), for the order just paid: its id is read
 * before PaymentSuccess clears the order's session values (the guest's cookie still names it).
 */
export function Component() {
  const [paid] = useState(() => ({
    orderId: session.get('OrderId'),
    brandName: session.get('tenant')?.tenantName ?? '',
  }));
  return (
    <>
      <PaymentSuccess />
      {paid.orderId !== null && (
        <div className="ts-after-payment">
          <ReceiptActions orderId={paid.orderId} brandName={paid.brandName} />
          <FeedbackForm orderId={paid.orderId} />
        </div>
      )}
    </>
  );
}
