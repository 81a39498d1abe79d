import { randomBytes } from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { staffSessions } from '../../db/schema/index';
import { hashToken } from '../../http/guest-session';
import type { Clock } from '../../lib/clock';

const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** A new 12-hour staff session; the row keeps only the token's hash, the cookie the token. */
export async function openStaffSession(
  db: Database | Transaction,
  clock: Clock,
  user: { id: number; tenantId: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
  await db.insert(staffSessions).values({
    tenantId: user.tenantId,
    staffUserId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, expiresAt };
}
