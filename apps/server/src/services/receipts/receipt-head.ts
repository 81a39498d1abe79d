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
  type payments,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ReceiptClaim, ReceiptSigner } from '../../lib/receipt-token';
import { toWireBill } from '../billing/bill-wire';
import { readOrderBill } from '../billing/read-order-bill';

/** Said for a token this server did not sign, and for an order it cannot show: no more. */
export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const RECEIPT_EXPIRED = 'This receipt link has expired';

/**
 * What a receipt token claims. A token this server did not sign is 404 whoever asks, so a
 * link tells nothing of other orders or tenants; a genuine link past its expiry is 410.
 */
export function claimOfToken(deps: { clock: Clock; signer: ReceiptSigner }, token: string) {
  const claim = deps.signer.read(token);
  if (!claim) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  if (claim.expiresAt <= deps.clock.now()) throw new AppError('GONE', RECEIPT_EXPIRED);
  return claim satisfies ReceiptClaim;
}

/**
 * The tables the order ended at (released when it was paid; a moved order names the last),
 * or sits at while it is open (a share paid before the rest of the table).
 */
async function tablesOf(db: Database, orderId: number, closedAt: Date | null): Promise<string[]> {
  const rows = await db
    .select({ name: diningTables.name, releasedAt: orderTables.releasedAt })
    .from(orderTables)
    .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
    .where(eq(orderTables.orderId, orderId))
    .orderBy(asc(orderTables.id));
  const last = rows.filter((row) =>
    closedAt ? row.releasedAt?.getTime() === closedAt.getTime() : row.releasedAt === null,
  );
  return [...new Set((last.length > 0 ? last : rows).map((row) => row.name))];
}

type Head = Pick<
  TReceipt,
  'brandId' | 'brandName' | 'branchName' | 'tableNames' | 'orderId' | 'timeZone' | 'currency'
> &
  Pick<TReceipt, 'locale' | 'bill'>;

/**
 * Who and where, and the bill exactly as the check-out page showed it (the bill service reads
 * the order's own lines: names, sizes, add-ons and prices as ordered, and the charges and
 * taxes the order opened with), in the branch's currency and locale.
 */
export async function receiptHead(
  db: Database,
  order: { tenantId: number; id: number; branchId: number; closedAt: Date | null },
): Promise<Head> {
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
    .where(and(eq(branches.id, order.branchId), eq(branches.tenantId, order.tenantId)));
  if (!place) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  const { bill } = await readOrderBill(db, { tenantId: order.tenantId, orderId: order.id });
  return {
    brandId: order.tenantId,
    brandName: place.brandName,
    branchName: place.branchName,
    tableNames: await tablesOf(db, order.id, order.closedAt),
    orderId: order.id,
    timeZone: place.timeZone,
    currency: place.currency ?? place.brandCurrency,
    locale: moneyLocale(place.country ?? place.brandCountry),
    bill: toWireBill(order.id, bill),
  };
}

/** The head with when it was paid, in the wire's order (the whole bill's reads as it did). */
export function paidHead(head: Head, paidAt: Date) {
  const { brandId, brandName, branchName, tableNames, orderId, ...rest } = head;
  return {
    brandId,
    brandName,
    branchName,
    tableNames,
    orderId,
    paidAt: paidAt.toISOString(),
    ...rest,
  };
}

/** How a charged payment reads on the receipt, for `amountMinor` of it. */
export const receiptPayment = (
  p: typeof payments.$inferSelect,
  amountMinor: number,
): TReceiptPayment => ({
  method: p.method,
  provider: p.provider,
  amount: toMajor(amountMinor),
  reference: p.providerPaymentRef ?? p.providerRef ?? null,
  paidAt: p.createdAt.toISOString(),
});
