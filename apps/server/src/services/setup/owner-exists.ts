import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { staffUsers } from '../../db/schema/index';

/** Whether anyone can already run the installation: then there is no first-run setup. */
export async function activeOwnerExists(db: Database | Transaction): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'OWNER'), eq(staffUsers.active, true)))
    .limit(1);
  return row !== undefined;
}
