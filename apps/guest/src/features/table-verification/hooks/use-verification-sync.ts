import type { TOrder } from '@tableside/shared/contract/order';
import { tableVerificationState } from '@tableside/shared/domain/table-verification';
import { useEffect } from 'react';
import { useOrder } from '../../../lib/order-query';
import { session } from '../../../lib/storage';
import { useSessionValue } from '../../../lib/use-session-value';

const selectVerifiable = (order: TOrder) => ({ isVerified: order.isVerified, code: order.code });

/**
 * Keeps the session's TableVerification (spec sections 3 and 4) in step with the order: its
 * isVerified flag, or the guest's PIN matching the table code.
 */
export function useVerificationSync(): void {
  const order = useOrder(selectVerifiable).data;
  const tableCode = useSessionValue('CustomerDetails')?.tableCode;
  const isVerified = order?.isVerified;
  const code = order?.code;
  useEffect(() => {
    if (code === undefined) return;
    const state = tableVerificationState({ isVerified, code }, tableCode);
    if (session.get('TableVerification') !== state) session.set('TableVerification', state);
  }, [isVerified, code, tableCode]);
}
