import { toMajor, toMinor } from '@tableside/shared/domain/money';

/** A line's total for the count on its counter: the server's while they agree, else unit x count. */
export function lineTotal(
  item: { price: number; unitPrice: number; quantity: number },
  shown: number,
) {
  return shown === item.quantity ? item.price : toMajor(toMinor(item.unitPrice) * shown);
}
