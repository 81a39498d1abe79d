import type { StaffRole } from '@tableside/shared/domain/enums';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffSessions, staffUsers } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { hashToken } from './guest-session';

export const STAFF_COOKIE = 'ts_staff';

export interface StaffContext {
  sessionId: number;
  staffUserId: number;
  tenantId: number;
  role: StaffRole;
}

/**
 * The staff member behind a `ts_staff` token: a live session (not revoked, not expired) of an
 * active user, or null. The row holds only the token's SHA-256 hash, like guest sessions.
 */
export async function findStaffSession(
  db: Database,
  clock: Clock,
  token: string,
): Promise<StaffContext | null> {
  const [session] = await db
    .select({
      sessionId: staffSessions.id,
      staffUserId: staffUsers.id,
      tenantId: staffUsers.tenantId,
      role: staffUsers.role,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, clock.now()),
        eq(staffUsers.active, true),
        // A session row always carries its user's tenant; a mismatch is a corrupt row.
        eq(staffSessions.tenantId, staffUsers.tenantId),
      ),
    );
  return session ?? null;
}
