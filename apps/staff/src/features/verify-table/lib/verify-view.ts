import type { TOrder } from '@tableside/shared/contract/order';

/**
 * What the verify page shows for an order. A finished order (void, or closed with or without
 * payment) cannot be verified whatever else it says; `justVerified` is this member's own tap,
 * which earns the success state rather than "already verified".
 */
export type VerifyView = 'void' | 'closed' | 'just-verified' | 'verified' | 'unverified';

export function verifyView(
  order: Pick<TOrder, 'status' | 'isVoid' | 'isVerified'>,
  justVerified: boolean,
): VerifyView {
  if (order.isVoid) return 'void';
  if (order.status === 'COMPLETED') return 'closed';
  if (!order.isVerified) return 'unverified';
  return justVerified ? 'just-verified' : 'verified';
}
