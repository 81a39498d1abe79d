import { randomBytes } from 'node:crypto';
import { cartChannel, customerChannel } from '@tableside/shared/contract/channels';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { branches, brands, staffSessions } from '../../src/db/schema/index';
import { hashToken } from '../../src/http/guest-session';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import type { Clock } from '../../src/lib/clock';
import type { SeatedGuest } from '../helpers/guest-fixture';

/** The public cart and customer channel names of a seated guest's table. */
export async function channelsOf(
  db: Database,
  guest: Pick<SeatedGuest, 'tenantId' | 'branchId' | 'tableId'>,
): Promise<{ cart: string; customer: string }> {
  const [names] = await db
    .select({ tenantShortName: brands.shortName, branchShortName: branches.shortName })
    .from(branches)
    .innerJoin(brands, eq(brands.id, branches.tenantId))
    .where(eq(branches.id, guest.branchId));
  if (!names) throw new Error(`no branch ${guest.branchId}`);
  const { tenantId: brandId, branchId, tableId } = guest;
  return {
    cart: cartChannel({ ...names, tableId }),
    customer: customerChannel({ brandId, branchId, tableId }),
  };
}

/**
 * A staff session row as staff login will write it (login is not built yet), returning the
 * cookie header that carries it.
 */
export async function insertStaffSession(
  db: Database,
  clock: Clock,
  opts: { staffUserId: number; tenantId: number; expiresInMs?: number; revoked?: boolean },
): Promise<{ cookie: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tenantId: opts.tenantId,
    staffUserId: opts.staffUserId,
    tokenHash: hashToken(token),
    expiresAt: new Date(clock.now().getTime() + (opts.expiresInMs ?? 60 * 60 * 1000)),
    revokedAt: opts.revoked ? clock.now() : null,
  });
  return { cookie: `${STAFF_COOKIE}=${token}` };
}
