import type { Bill } from '@tableside/shared/domain/bill';
import { isBillEmpty } from '@tableside/shared/domain/bill';
import {
  type CheckoutGroup,
  isCheckoutBlocked,
  isCheckoutDisabled,
} from '@tableside/shared/domain/checkout';
import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGroups } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export const BILL_PENDING_MESSAGE =
  'The bill is pending: some orders are still being served. It can be settled once they are completed.';

export async function loadCheckoutGroups(db: Database, orderId: number): Promise<CheckoutGroup[]> {
  return db
    .select({ status: orderGroups.status })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId));
}

/**
 * The checkout-button rule of spec sections 4 and 5, enforced where the bill is asked for,
 * checked out or paid: a confirmed group still being served blocks it; nothing to bill is
 * 'No orders placed !' (the spec's text for a bill without items).
 */
export function assertBillSettleable(groups: readonly CheckoutGroup[], bill: Bill): void {
  if (isCheckoutBlocked(groups)) throw new AppError('CONFLICT', BILL_PENDING_MESSAGE);
  if (isCheckoutDisabled(groups) || isBillEmpty(bill)) {
    throw new AppError('CONFLICT', MSG.noOrdersPlaced);
  }
}
