import { USERNAME_TAKEN_MESSAGE } from '@tableside/shared/contract/staff-accounts';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/**
 * Usernames are global (sign-in carries no tenant), so a name of another brand is taken too.
 * The unique index still guards a race; this gives the usual case a clear 409 first.
 */
export async function assertUsernameFree(tx: Transaction, username: string): Promise<void> {
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, username));
  if (row) throw new AppError('CONFLICT', USERNAME_TAKEN_MESSAGE);
}
