import type { TOrder } from '@tableside/shared/contract/order';
import { tableVerificationState } from '@tableside/shared/domain/table-verification';
import { useEffect } from 'react';
import { useOrder } from '../../../lib/order-query';
import { session } from '../../../lib/storage';

const selectIsVerified = (order: TOrder) => order.isVerified;

/**
 * Keeps the session's TableVerification (spec sections 3 and 4) in step with the order's
 * isVerified flag, for every guest of the order: one who joined with the PIN is verified
 * only once the staff verify the table, like the guest who opened it.
 */
export function useVerificationSync(): void {
  const isVerified = useOrder(selectIsVerified).data;
  useEffect(() => {
    if (isVerified === undefined) return;
    const state = tableVerificationState({ isVerified });
    if (session.get('TableVerification') !== state) session.set('TableVerification', state);
  }, [isVerified]);
}
