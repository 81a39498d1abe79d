import { useEffect, useRef } from 'react';
import { session } from '../../../lib/storage';
import { putSaveBilling } from '../api/save-billing';

/**
 * Spec section 4: a CHARGED payment saves the bill, once. The payable is the bill the guest
 * saw on /check-out (billInfo), else the amount the payment reports.
 */
export function useSaveBillOnSuccess(charged: boolean, orderId: number): void {
  const saved = useRef(false);
  useEffect(() => {
    if (!charged || saved.current) return;
    saved.current = true;
    const stored = session.get('billInfo');
    const billInfo = stored?.orderId === orderId ? stored : null;
    const payableAmount =
      billInfo?.payableAmount ?? session.get('PaymentStatusAPIData')?.paymentAmount ?? 0;
    // The payment itself is done; a failed save is the floor's to reconcile, not the guest's.
    putSaveBilling({ orderId, payableAmount, billInfo }).catch((error: unknown) =>
      console.error('The paid bill could not be saved', error),
    );
  }, [charged, orderId]);
}
