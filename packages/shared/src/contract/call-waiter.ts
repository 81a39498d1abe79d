import { z } from 'zod';
import { CALL_WAITER_REASONS } from '../domain/enums';
import { ZId, ZQueryBoolean } from './common';

// `PUT /v1/order/public/callWaiter?orderId=&callWaiter=true&callWaiterReasons=...` -> ZOrder.

/**
 * Reasons arrive repeated (`...&callWaiterReasons=WATER&callWaiterReasons=CUTLERY`, parsed to
 * an array) or comma-separated (`WATER,CUTLERY`), or both mixed (DECISIONS "Wire details").
 * All forms become one list without blanks or repeats; a missing key is an empty list, so it
 * fails with the 'at least one' message. Anything else is left for the schema to reject.
 */
const splitReasons = (value: unknown): unknown => {
  const parts = value === undefined ? [] : typeof value === 'string' ? [value] : value;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return value;
  const reasons = parts.flatMap((part) => part.split(',')).map((reason) => reason.trim());
  return [...new Set(reasons.filter((reason) => reason !== ''))];
};

export const ZCallWaiterReasons = z.preprocess(
  splitReasons,
  z
    .array(z.enum(CALL_WAITER_REASONS))
    .min(1, 'must name at least one reason')
    .max(CALL_WAITER_REASONS.length),
);
export type TCallWaiterReasons = z.infer<typeof ZCallWaiterReasons>;

export const ZCallWaiterQuery = z.object({
  orderId: ZId,
  callWaiter: ZQueryBoolean,
  callWaiterReasons: ZCallWaiterReasons,
});
export type TCallWaiterQuery = z.infer<typeof ZCallWaiterQuery>;
