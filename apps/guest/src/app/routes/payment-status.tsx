import { PaymentSuccess } from '../../features/payment/components/payment-success';

/** /payment-status: 'Payment Successful.'; the table session ends here. */
export function Component() {
  return <PaymentSuccess />;
}
