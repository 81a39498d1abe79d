import type { Claim, CommittedShare } from '@tableside/shared/domain/bill-share-state';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type BillShareStatus, billShareClaims, billShares } from '../../db/schema/index';

export type ShareRow = typeof billShares.$inferSelect & { claims: Claim[] };

/** The order's shares in `statuses`, in commit order (created_at, id), with their claims. */
export async function loadShares(
  db: Database,
  orderId: number,
  statuses: readonly BillShareStatus[] = ['HELD', 'PAID'],
): Promise<ShareRow[]> {
  const rows = await db
    .select()
    .from(billShares)
    .where(and(eq(billShares.orderId, orderId), inArray(billShares.status, [...statuses])))
    .orderBy(asc(billShares.createdAt), asc(billShares.id));
  if (rows.length === 0) return [];
  const claims = await db
    .select()
    .from(billShareClaims)
    .where(
      inArray(
        billShareClaims.shareId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    claims: claims
      .filter((claim) => claim.shareId === row.id)
      .map(({ lineKey, numerator, denominator }) => ({ lineKey, numerator, denominator })),
  }));
}

/** The domain's view of one share, as it counts once `status` (a released one: if re-committed). */
export function toCommittedShare(row: ShareRow, status: CommittedShare['status']): CommittedShare {
  return {
    way: row.way,
    amountMinor: row.amountMinor,
    status,
    claims: row.claims,
    split:
      row.splitParts != null && row.splitBasisMinor != null
        ? { parts: row.splitParts, basisMinor: row.splitBasisMinor }
        : undefined,
  };
}

/** The domain's view of the shares that count (HELD or PAID), oldest first. */
export function toCommitted(rows: readonly ShareRow[]): CommittedShare[] {
  return rows
    .filter((row) => row.status === 'HELD' || row.status === 'PAID')
    .map((row) => toCommittedShare(row, row.status === 'PAID' ? 'PAID' : 'HELD'));
}
