import { randomBytes } from 'node:crypto';
import { and, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { setupTokens } from '../../db/schema/index';
import { hashToken } from '../../http/guest-session';
import type { Clock } from '../../lib/clock';
import { activeOwnerExists } from './owner-exists';

export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The raw token of a new one-time setup link while no active owner exists, else null. Each
 * start issues a fresh one and expires the older ones, so only the last printed link works.
 * Only the token's SHA-256 is stored; the caller prints the link once and forgets it.
 */
export async function issueSetupTokenIfNoOwner(db: Database, clock: Clock): Promise<string | null> {
  return db.transaction(async (tx) => {
    if (await activeOwnerExists(tx)) return null;
    const now = clock.now();
    await tx
      .update(setupTokens)
      .set({ expiresAt: now })
      .where(and(isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now)));
    const token = randomBytes(32).toString('base64url');
    await tx.insert(setupTokens).values({
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
    });
    return token;
  });
}
