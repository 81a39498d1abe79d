// Table verification of spec section 4: ordering and confirming need a VERIFIED table.
import type { TableVerificationState } from './enums';

export interface VerifiableOrder {
  isVerified?: boolean | null;
}

/**
 * Only the staff's verification counts (DECISIONS "Table verification"), for the guest who
 * opened the table and for those who joined alike. The spec also counts the order's code
 * matching the customer's table code, but here the only code a customer holds is the PIN a
 * joining guest typed, which is the order's code by construction: it proves the guest sits
 * at the table, not that staff verified it, and the server refuses to confirm until they did.
 */
export function tableVerificationState(order: VerifiableOrder): TableVerificationState {
  return order.isVerified ? 'VERIFIED' : 'NOT_VERIFIED';
}

/**
 * Shown only on an explicit NOT_VERIFIED: before the order has loaded the state is unknown
 * and the banner would otherwise flash for guests whose table is already verified.
 */
export function showsVerificationBanner(state: TableVerificationState | null | undefined): boolean {
  return state === 'NOT_VERIFIED';
}

/** An unknown state does not allow ordering either: the spec requires a verified table. */
export function canOrderAtTable(state: TableVerificationState | null | undefined): boolean {
  return state === 'VERIFIED';
}
