import { randomUUID } from 'node:crypto';
import type { TStaffBill } from '@tableside/shared/contract/staff-console';
import type { PaymentProvider } from '@tableside/shared/domain/enums';
import { formatInr, toMajor } from '@tableside/shared/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import { orders, paymentRefunds, payments } from '../../db/schema/index';
import {
  GatewayError,
  type GatewayRefund,
  type PaymentGateways,
  type RefundInput,
} from '../../integrations/payments/payment-port';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { rooms } from '../../realtime/rooms';
import { EventBatch } from '../staff/event-batch';
import { getOrderBill } from '../staff/get-order-bill';
import type { StaffDeps } from '../staff/staff-deps';
import { isRefundable } from './list-order-payments';
import { assertStaffMay } from './staff-actor';
import { staffAmountMinor } from './staff-amount';

export interface RefundPaymentInput {
  tenantId: number;
  orderId: number;
  staffUserId: number;
  paymentId: number;
  /** Rupees; at most what is left to refund of the payment. */
  amount: number;
  reason: string;
  /** The console's key for this refund: a retry reaches the gateway as the same refund. */
  idempotencyKey?: string;
}

async function readRefundable(deps: StaffDeps, input: RefundPaymentInput) {
  const [row] = await deps.db
    .select({ payment: payments, branchId: orders.branchId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.id, input.paymentId),
        eq(payments.orderId, input.orderId),
        eq(payments.tenantId, input.tenantId),
      ),
    );
  if (!row) throw notFound('Payment');
  const { payment } = row;
  if (!isRefundable(payment) || !payment.provider || !payment.providerPaymentRef) {
    throw badRequest('paymentId: only an online payment taken by a gateway can be refunded here');
  }
  return { ...row, provider: payment.provider, paymentRef: payment.providerPaymentRef };
}

/**
 * A manager refunds an online payment, in full or in part. The gateway is asked first,
 * outside any transaction (a network call); what it answered is then recorded in one
 * transaction: the refund, the payment's refunded total (a guarded update, so two refunds at
 * once can never exceed the charge), the refund flag cleared once fully refunded, the audit.
 */
export async function refundPayment(
  deps: StaffDeps & { payments: PaymentGateways },
  input: RefundPaymentInput,
): Promise<TStaffBill> {
  const amountMinor = staffAmountMinor('amount', input.amount, { positive: true });
  const reason = input.reason.trim();
  if (!reason) throw badRequest('reason: is required');
  const { payment, branchId, provider, paymentRef } = await readRefundable(deps, input);
  await assertStaffMay(deps.db, { ...input, branchId }, 'refundPayment');
  // A split bill's share was charged with its tip: a refund may give both back.
  const left = payment.amountMinor + payment.tipMinor - payment.refundedMinor;
  if (amountMinor > left) {
    throw badRequest(`amount: must be at most ${formatInr(toMajor(left))}, what is left to refund`);
  }
  const refund = await askGateway(
    deps.payments,
    { tenantId: input.tenantId, provider },
    {
      paymentRef,
      amountMinor,
      reason,
      idempotencyKey: `refund-${payment.id}-${input.idempotencyKey ?? randomUUID()}`,
    },
  );

  const batch = new EventBatch();
  await deps.db.transaction(async (tx) => {
    // Refunds of one payment are recorded one at a time, and a retried request the gateway
    // answered with the same refund is recorded once.
    await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    const [seen] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.paymentId, payment.id),
          eq(paymentRefunds.providerRef, refund.refundId),
        ),
      );
    if (seen) return;
    if (refund.status !== 'FAILED') {
      const total = sql`${payments.refundedMinor} + ${amountMinor}`;
      const updated = await tx
        .update(payments)
        .set({
          refundedMinor: total,
          needsRefund: sql`${payments.needsRefund} AND ${total} < ${payments.amountMinor} + ${payments.tipMinor}`,
        })
        .where(
          and(
            eq(payments.id, payment.id),
            sql`${total} <= ${payments.amountMinor} + ${payments.tipMinor}`,
          ),
        )
        .returning({ id: payments.id });
      if (updated.length === 0) {
        throw new AppError('CONFLICT', 'The payment was refunded meanwhile; reload the bill');
      }
    }
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        tenantId: input.tenantId,
        orderId: input.orderId,
        paymentId: payment.id,
        amountMinor,
        status: refund.status,
        providerRef: refund.refundId,
        reason,
        staffUserId: input.staffUserId,
      })
      .returning({ id: paymentRefunds.id });
    await writeAudit(tx, {
      tenantId: input.tenantId,
      staffUserId: input.staffUserId,
      action: 'payment.refund',
      entity: 'payment',
      entityId: payment.id,
      detail: {
        orderId: input.orderId,
        refundId: row?.id,
        amountMinor,
        status: refund.status,
        reason,
      },
    });
    batch.add(rooms.staff({ tenantId: input.tenantId, branchId }), 'staffOrderUpdate', {
      orderId: input.orderId,
    });
  });
  batch.publishTo(deps.publisher);
  return getOrderBill(deps, input);
}

async function askGateway(
  gateways: PaymentGateways,
  session: { tenantId: number; provider: PaymentProvider },
  request: RefundInput,
): Promise<GatewayRefund> {
  try {
    const port = await gateways.forSession(session);
    return await port.refund(request);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    throw new AppError('BAD_GATEWAY', `The gateway did not refund the payment: ${err.message}`);
  }
}
