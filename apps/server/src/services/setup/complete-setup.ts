import { SETUP_LINK_INVALID_MESSAGE, type TSetupBody } from '@tableside/shared/contract/setup';
import type { TStaffMe } from '@tableside/shared/contract/staff';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { setupTokens } from '../../db/schema/index';
import { hashToken } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { openStaffSession } from '../staff-auth/open-staff-session';
import { getStaffMe } from '../staff-auth/staff-me';
import { createOwnerWithBrand } from './create-owner-with-brand';
import { activeOwnerExists } from './owner-exists';

export interface CompletedSetup {
  me: TStaffMe;
  session: { token: string; expiresAt: Date };
}

/**
 * The setup page's one write: takes the token, creates the owner, brand and branch, and signs
 * the owner in, all in one transaction. The token is taken with a conditional UPDATE, so of
 * two posts racing with the same link one wins and the other gets the invalid-link 404.
 */
export async function completeSetup(
  deps: { db: Database; clock: Clock },
  body: TSetupBody,
): Promise<CompletedSetup> {
  const { db, clock } = deps;
  const { token, ...input } = body;
  const created = await db.transaction(async (tx) => {
    const now = clock.now();
    const taken = await tx
      .update(setupTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(setupTokens.tokenHash, hashToken(token)),
          isNull(setupTokens.usedAt),
          gt(setupTokens.expiresAt, now),
        ),
      )
      .returning({ id: setupTokens.id });
    if (taken.length === 0 || (await activeOwnerExists(tx))) {
      throw new AppError('NOT_FOUND', SETUP_LINK_INVALID_MESSAGE);
    }
    const owner = await createOwnerWithBrand(tx, input, 'setup');
    const session = await openStaffSession(tx, clock, {
      id: owner.ownerId,
      tenantId: owner.tenantId,
    });
    return { ownerId: owner.ownerId, session };
  });
  return { me: await getStaffMe(db, created.ownerId), session: created.session };
}
