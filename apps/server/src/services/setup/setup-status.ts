import { SETUP_LINK_INVALID_MESSAGE } from '@tableside/shared/contract/setup';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { setupTokens } from '../../db/schema/index';
import { hashToken } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { activeOwnerExists } from './owner-exists';

/**
 * Whether the setup page may show its form: a live, unused token and no owner yet. Every
 * other case is the same 404, so the answer tells nothing about which tokens exist.
 */
export async function checkSetupToken(db: Database, clock: Clock, token: string): Promise<void> {
  const [row] = await db
    .select({ id: setupTokens.id })
    .from(setupTokens)
    .where(
      and(
        eq(setupTokens.tokenHash, hashToken(token)),
        isNull(setupTokens.usedAt),
        gt(setupTokens.expiresAt, clock.now()),
      ),
    );
  if (!row || (await activeOwnerExists(db))) {
    throw new AppError('NOT_FOUND', SETUP_LINK_INVALID_MESSAGE);
  }
}
