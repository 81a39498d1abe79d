// The table PIN's limit per order (issue 12): each guest has his own 5-try lock (DECISIONS
// "Table PIN"), and the order has this one, so several guests together get no more guesses.
import { PIN_LOCK_S } from '@tableside/shared/domain/constants';
import { windowPolicy } from '../auth-attempts/attempt-policies';

/** 10 wrong PINs per order in 15 minutes lock PIN entry at that order for 15 minutes. */
export const ORDER_PIN_LIMIT = { max: 10, windowMs: 15 * 60_000, lockMs: PIN_LOCK_S * 1000 };

export const orderPinPolicy = windowPolicy('order_pin', ORDER_PIN_LIMIT);
