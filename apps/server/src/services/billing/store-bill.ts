import type { Bill } from '@tableside/shared/domain/bill';
import type { Database } from '../../db/client';
import { bills } from '../../db/schema/index';

export interface StoreBillInput {
  tenantId: number;
  orderId: number;
  bill: Bill;
  at: Date;
  /** The guest who asked for the bill; absent keeps whoever asked before. */
  requestedByCustomerId?: number;
}

/**
 * Keeps the order's latest bill (one row per order): what the guest asked for, what the
 * waiter is settling, and finally what was paid. Staff read it without recomputing.
 */
export async function storeBill(tx: Database, input: StoreBillInput): Promise<void> {
  const { bill, at } = input;
  const amounts = {
    subtotalMinor: bill.subTotal,
    discountMinor: bill.discountAmount,
    totalChargeMinor: bill.totalCharge,
    totalTaxMinor: bill.totalTax,
    roundoffMinor: bill.roundOff,
    payableMinor: bill.payableAmount,
    items: bill.lines.map((line) => ({
      itemName: line.name,
      servingSizeName: line.servingSizeName ?? '',
      quantity: line.quantity,
      amountMinor: line.amount,
    })),
    charges: bill.charges.map((c) => ({ name: c.name, rateBp: c.rate, amountMinor: c.amount })),
    taxes: bill.taxSummary.map((t) => ({ name: t.name, rateBp: t.rate, amountMinor: t.amount })),
    computedAt: at,
  };
  const requested =
    input.requestedByCustomerId === undefined
      ? {}
      : { requestedAt: at, requestedByCustomerId: input.requestedByCustomerId };
  await tx
    .insert(bills)
    .values({ tenantId: input.tenantId, orderId: input.orderId, ...amounts, ...requested })
    .onConflictDoUpdate({ target: bills.orderId, set: { ...amounts, ...requested } });
}
