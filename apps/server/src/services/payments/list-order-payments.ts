import type { TBillPayment, TBillRefund } from '@tableside/shared/contract/refunds';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentRefunds, payments, staffUsers } from '../../db/schema/index';

/** An online charge the console can refund: the gateway named the charge it took. */
export const isRefundable = (p: {
  method: string;
  status: string;
  provider: string | null;
  providerPaymentRef: string | null;
}) => p.method === 'ONLINE' && p.status === 'CHARGED' && !!p.provider && !!p.providerPaymentRef;

/** The order's payments and their refunds, oldest first, in rupees, for the staff bill. */
export async function listOrderPayments(
  db: Database,
  input: { tenantId: number; orderId: number },
): Promise<{ payments: TBillPayment[]; refunds: TBillRefund[] }> {
  const scope = (t: typeof payments | typeof paymentRefunds) =>
    and(eq(t.tenantId, input.tenantId), eq(t.orderId, input.orderId));
  const paid = await db
    .select()
    .from(payments)
    .where(scope(payments))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const refunded = await db
    .select({ refund: paymentRefunds, staffName: staffUsers.displayName })
    .from(paymentRefunds)
    .innerJoin(staffUsers, eq(staffUsers.id, paymentRefunds.staffUserId))
    .where(scope(paymentRefunds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  return {
    payments: paid.map((p) => ({
      id: p.id,
      method: p.method,
      provider: p.provider,
      amount: toMajor(p.amountMinor),
      ...(p.tipMinor > 0 ? { tip: toMajor(p.tipMinor) } : {}),
      refunded: toMajor(p.refundedMinor),
      needsRefund: p.needsRefund,
      refundable: isRefundable(p) && p.refundedMinor < p.amountMinor + p.tipMinor,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: refunded.map(({ refund: r, staffName }) => ({
      id: r.id,
      paymentId: r.paymentId,
      amount: toMajor(r.amountMinor),
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      staffName,
    })),
  };
}
