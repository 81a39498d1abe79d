import type { TBill } from '@tableside/shared/contract/bill';
import type { Bill, BillRateAmount } from '@tableside/shared/domain/bill';
import { basisPointsToPercent, toMajor } from '@tableside/shared/domain/money';

/** A rule's flags go on the wire only when set, so the spec's bill keeps its shape. */
const flags = ({ inclusive, fixed }: BillRateAmount) => ({
  ...(inclusive ? { inclusive } : {}),
  ...(fixed ? { fixed } : {}),
});

/** The bill on the wire: rupees, percentages, and both spellings the spec's clients read. */
export function toWireBill(orderId: number, bill: Bill): TBill {
  const subTotal = toMajor(bill.subTotal);
  const roundOff = toMajor(bill.roundOff);
  return {
    orderId,
    orderItems: bill.lines.map((line) => ({
      itemName: line.name,
      servingSizeName: line.servingSizeName ?? '',
      quantity: line.quantity,
      price: toMajor(line.amount),
    })),
    charges: bill.charges.map((charge) => ({
      charges: { name: charge.name },
      rate: basisPointsToPercent(charge.rate),
      amount: toMajor(charge.amount),
      ...flags(charge),
    })),
    taxSummary: bill.taxSummary.map((tax) => ({
      tax: { name: tax.name },
      rate: basisPointsToPercent(tax.rate),
      amount: toMajor(tax.amount),
      ...flags(tax),
    })),
    discountAmount: toMajor(bill.discountAmount),
    subTotal,
    subtotal: subTotal,
    totalTax: toMajor(bill.totalTax),
    totalCharge: toMajor(bill.totalCharge),
    roundoff: roundOff,
    roundOff,
    payableAmount: toMajor(bill.payableAmount),
  };
}
