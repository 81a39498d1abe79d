import type { TReceipt, TReceiptPayment } from '@tableside/shared/contract/receipt';
import { moneyLocale, toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branches,
  branchSettings,
  brands,
  diningTables,
  orderTables,
  payments,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ReceiptSigner } from '../../lib/receipt-token';
import { toWireBill } from '../billing/bill-wire';
import { readOrderBill } from '../billing/read-order-bill';
import { findPaidOrder, type PaidOrder } from './paid-order';

/** Said for a token this server did not sign, and for an order it cannot show: no more. */
export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const RECEIPT_EXPIRED = 'This receipt link has expired';

/**
 * The order a receipt token names. A token this server did not sign, or one naming an order
 * without a receipt, is 404 whoever asks, so a link tells nothing of other orders or tenants;
 * a genuine link past its expiry is 410.
 */
export async function orderOfToken(
  deps: { db: Database; clock: Clock; signer: ReceiptSigner },
  token: string,
): Promise<{ order: PaidOrder; expiresAt: Date }> {
  const claim = deps.signer.read(token);
  if (!claim) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  if (claim.expiresAt <= deps.clock.now()) throw new AppError('GONE', RECEIPT_EXPIRED);
  const order = await findPaidOrder(deps.db, claim);
  if (!order) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  return { order, expiresAt: claim.expiresAt };
}

/** The tables the order ended at (released when it was paid); a moved order names the last. */
async function finalTables(db: Database, order: PaidOrder): Promise<string[]> {
  const rows = await db
    .select({ name: diningTables.name, releasedAt: orderTables.releasedAt })
    .from(orderTables)
    .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
    .where(eq(orderTables.orderId, order.id))
    .orderBy(asc(orderTables.id));
  const last = rows.filter((row) => row.releasedAt?.getTime() === order.closedAt.getTime());
  return [...new Set((last.length > 0 ? last : rows).map((row) => row.name))];
}

/** What paid the bill: charged payments, without any charge flagged to be refunded. */
async function billPayments(db: Database, order: PaidOrder): Promise<TReceiptPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'CHARGED')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows
    .filter((p) => !p.needsRefund)
    .map((p) => ({
      method: p.method,
      provider: p.provider,
      amount: toMajor(p.amountMinor),
      reference: p.providerPaymentRef ?? p.providerRef ?? null,
      paidAt: p.createdAt.toISOString(),
    }));
}

/**
 * The receipt behind a signed link: the brand, branch and table, when it was paid in the
 * branch's zone, and the bill exactly as the check-out page showed it (the bill service reads
 * the order's own lines: names, sizes, add-ons and prices as ordered, and the charges and taxes
 * the order opened with), with the payments that settled it.
 */
export async function readReceipt(
  deps: { db: Database; clock: Clock; signer: ReceiptSigner },
  token: string,
): Promise<TReceipt> {
  const { order, expiresAt } = await orderOfToken(deps, token);
  const { db } = deps;
  const [place] = await db
    .select({
      brandName: brands.name,
      branchName: branches.displayName,
      timeZone: branchSettings.timeZone,
      currency: branches.currency,
      brandCurrency: brands.currency,
      country: branches.country,
      brandCountry: brands.country,
    })
    .from(branches)
    .innerJoin(brands, eq(brands.id, branches.tenantId))
    .innerJoin(branchSettings, eq(branchSettings.branchId, branches.id))
    .where(eq(branches.id, order.branchId));
  if (!place) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  const { bill } = await readOrderBill(db, { tenantId: order.tenantId, orderId: order.id });
  return {
    brandId: order.tenantId,
    brandName: place.brandName,
    branchName: place.branchName,
    tableNames: await finalTables(db, order),
    orderId: order.id,
    paidAt: order.closedAt.toISOString(),
    timeZone: place.timeZone,
    currency: place.currency ?? place.brandCurrency,
    locale: moneyLocale(place.country ?? place.brandCountry),
    bill: toWireBill(order.id, bill),
    payments: await billPayments(db, order),
    expiresAt: expiresAt.toISOString(),
  };
}
