import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

/** A staff user recorded as the actor must be of the same tenant as what they act on. */
export async function assertStaffOfTenant(
  tx: Database,
  tenantId: number,
  staffUserId: number | undefined,
): Promise<void> {
  if (staffUserId === undefined) return;
  const [staff] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffUserId), eq(staffUsers.tenantId, tenantId)));
  if (!staff) throw notFound('Staff user');
}
