import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billShares, type ShareReleaseReason } from '../../db/schema/index';

/**
 * A HELD share gives its part of the bill back (its claims stay on record, no longer
 * counting). Answers false when it no longer held it: another report got there first.
 */
export async function releaseShare(
  tx: Database,
  input: { shareId: number; at: Date; reason: ShareReleaseReason },
): Promise<boolean> {
  const released = await tx
    .update(billShares)
    .set({ status: 'RELEASED', releasedAt: input.at, releaseReason: input.reason })
    .where(and(eq(billShares.id, input.shareId), eq(billShares.status, 'HELD')))
    .returning({ id: billShares.id });
  return released.length > 0;
}
