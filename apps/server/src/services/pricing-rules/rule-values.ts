// A rule's body as its row's columns, with the categories checked against the brand's.
import type { TCreatePricingRuleBody } from '@tableside/shared/contract/pricing-rules';
import { percentToBasisPoints, toMinor } from '@tableside/shared/domain/money';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuCategories } from '../../db/schema/index';
import { fieldError } from './pricing-scope';

/** The columns a create or an update writes; the unused one of rate and amount is 0. */
export async function ruleValues(tx: Database, tenantId: number, body: TCreatePricingRuleBody) {
  if (body.categoryIds.length > 0) {
    const found = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(
        and(
          eq(menuCategories.tenantId, tenantId),
          inArray(menuCategories.id, body.categoryIds),
          isNull(menuCategories.archivedAt),
        ),
      );
    if (found.length !== body.categoryIds.length) {
      throw fieldError('categoryIds', 'no such category');
    }
  }
  const fixed = body.kind === 'FIXED';
  return {
    name: body.name,
    kind: body.kind,
    rateBp: fixed ? 0 : percentToBasisPoints(body.rate),
    fixedMinor: fixed ? toMinor(body.amount) : 0,
    orderTypes: body.orderTypes,
    categoryIds: body.categoryIds,
    inclusive: body.inclusive,
  };
}
