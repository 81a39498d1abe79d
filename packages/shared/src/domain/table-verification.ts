// Table verification of spec section 4: ordering and confirming need a VERIFIED table.
import type { TableVerificationState } from './enums';

export interface VerifiableOrder {
  isVerified?: boolean | null;
  /** The order's table code (the PIN the associate sees). */
  code?: string | null;
}

/** A code match counts only when both sides carry a code, so two missing codes never verify. */
export function tableVerificationState(
  order: VerifiableOrder,
  customerTableCode: string | null | undefined,
): TableVerificationState {
  if (order.isVerified) return 'VERIFIED';
  const codesMatch = Boolean(order.code) && order.code === customerTableCode;
  return codesMatch ? 'VERIFIED' : 'NOT_VERIFIED';
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
