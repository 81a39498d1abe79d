import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadShares } from './committed-shares';

export const SHARE_UNDER_WAY = 'A share of this bill is being paid.';

/**
 * Staff may not change a bill (discount, cancellation) while guests hold or paid shares of it:
 * their shares were quoted on the bill as it was (decision 0019). Run it under the order lock.
 */
export async function assertBillUnshared(tx: Database, orderId: number): Promise<void> {
  if ((await loadShares(tx, orderId)).length > 0) throw new AppError('CONFLICT', SHARE_UNDER_WAY);
}
