import type { TBill } from '@tableside/shared/contract/bill';
import type { Bill } from '@tableside/shared/domain/bill';
import { basisPointsToPercent, toMajor } from '@tableside/shared/domain/money';

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
    })),
    taxSummary: bill.taxSummary.map((tax) => ({
      tax: { name: tax.name },
      rate: basisPointsToPercent(tax.rate),
      amount: toMajor(tax.amount),
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
