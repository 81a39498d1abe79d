import type { TBillShare, TSplitBill, TSplitBillLine } from '@tableside/shared/contract/bill-share';
import { lineClaimStates } from '@tableside/shared/domain/bill-claims';
import { activeSplit, nextEqualPart } from '@tableside/shared/domain/bill-equal-split';
import { shareTotals } from '@tableside/shared/domain/bill-share-state';
import { toMajor } from '@tableside/shared/domain/money';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, payments } from '../../db/schema/index';
import type { BillableOrder } from '../billing/compute-order-bill';
import { loadShares, type ShareRow, toCommitted } from './committed-shares';
import { loadSplitDues } from './split-dues';

const fraction = (f: { n: bigint; d: bigint }) => ({
  numerator: Number(f.n),
  denominator: Number(f.d),
});

async function namesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(inArray(customers.id, ids));
  return new Map(rows.map((row) => [row.id, row.name?.trim() || 'A guest']));
}

async function shareViews(db: Database, rows: readonly ShareRow[]): Promise<TBillShare[]> {
  const ids = rows.map((row) => row.id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({ shareId: payments.billShareId, method: payments.method })
          .from(payments)
          .where(inArray(payments.billShareId, ids));
  const methods = new Map(paid.map((row) => [row.shareId, row.method]));
  return rows.map((row) => ({
    id: row.id,
    payerName: row.payerName,
    way: row.way,
    amount: toMajor(row.amountMinor),
    tip: toMajor(row.tipMinor),
    status: row.status,
    method: methods.get(row.id) ?? 'ONLINE',
    claims: row.claims,
    parts: row.splitParts,
    ...(row.status === 'RELEASED' && row.releaseReason ? { releaseReason: row.releaseReason } : {}),
  }));
}

/**
 * The split bill as every phone at the table (and the staff bill) shows it: each guest's
 * lines with their dues and who holds or paid which part, what is paid, held and remaining,
 * the equal split under way and every share, released ones included.
 */
export async function readSplitBill(db: Database, order: BillableOrder): Promise<TSplitBill> {
  const { dues, lines } = await loadSplitDues(db, order);
  const rows = await loadShares(db, order.id, ['HELD', 'PAID', 'RELEASED']);
  const counting = rows.filter((row) => row.status !== 'RELEASED');
  const committed = toCommitted(counting);
  const totals = shareTotals(dues.bill.payableAmount, committed);
  const states = lineClaimStates(dues.lines, committed);
  const names = await namesOf(db, [...new Set(lines.flatMap((line) => line.orderedBy))]);
  const splitLines: TSplitBillLine[] = dues.lines.map((due, index) => {
    const state = states.get(due.key);
    const keyed = lines[index];
    return {
      key: due.key,
      itemName: due.name,
      servingSizeName: keyed?.servingSizeName ?? '',
      quantity: due.quantity,
      amount: toMajor(due.amount),
      due: toMajor(due.due),
      orderedBy: (keyed?.orderedBy ?? []).map((id) => names.get(id) ?? 'A guest'),
      claimed: state ? fraction(state.claimed) : { numerator: 0, denominator: 1 },
      holders: (state?.holders ?? []).flatMap((holder) => {
        const share = counting[holder.shareIndex];
        if (!share) return [];
        const status = holder.status;
        return [
          { shareId: share.id, payerName: share.payerName, status, ...fraction(holder.fraction) },
        ];
      }),
    };
  });
  const active = activeSplit(committed);
  return {
    orderId: order.id,
    lines: splitLines,
    payableAmount: toMajor(totals.payableMinor),
    paidAmount: toMajor(totals.paidMinor),
    heldAmount: toMajor(totals.heldMinor),
    remainingAmount: toMajor(totals.remainingMinor),
    split: active
      ? {
          parts: active.split.parts,
          taken: active.taken,
          nextPart: toMajor(
            active.taken < active.split.parts
              ? nextEqualPart(active.split, active.taken, totals.availableMinor)
              : 0,
          ),
        }
      : null,
    shares: await shareViews(db, rows),
  };
}
