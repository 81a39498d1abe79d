import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/api-error';
import { useRequestBill } from '../api/request-bill';

/**
 * Orders whose bill this tab has asked for. Module-wide rather than per page, so coming back
 * to /check-out (from a failed online payment, say) does not ask again; a request that
 * failed is forgotten so the next visit asks again.
 */
const requested = new Set<number>();

/**
 * Spec section 4: once the bill has loaded and there is an order id and a customer id, the
 * bill is requested, once.
 */
export function useRequestBillOnce(billLoaded: boolean, orderId: number, customerId?: number) {
  const { mutate } = useRequestBill();
  useEffect(() => {
    if (!billLoaded || customerId === undefined || requested.has(orderId)) return;
    requested.add(orderId);
    mutate(orderId, {
      onError: (error) => {
        requested.delete(orderId);
        toast.error(errorText(error));
      },
    });
  }, [billLoaded, orderId, customerId, mutate]);
}
