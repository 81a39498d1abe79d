// What a menu card says about a product besides its sizes: its tags, its allergens, and
// whether the customisation modal has anything to choose.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  modifiers,
  productAllergens,
  productInstructions,
  productTags,
  tags,
} from '../../db/schema/index';

export function selectTags(
  db: Database,
  tenantId: number,
  productIds: readonly number[] | undefined,
) {
  return db
    .select({ productId: productTags.productId, id: tags.id, name: tags.name })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(
      and(
        eq(productTags.tenantId, tenantId),
        productIds ? inArray(productTags.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(asc(productTags.productId), asc(tags.id));
}

/** Products with an add-on on offer or a predefined instruction. */
export async function selectProductsWithChoices(
  db: Database,
  tenantId: number,
  productIds: readonly number[] | undefined,
): Promise<Set<number>> {
  const [addOns, instructions] = await Promise.all([
    db
      .selectDistinct({ productId: modifiers.productId })
      .from(modifiers)
      .where(
        and(
          eq(modifiers.tenantId, tenantId),
          eq(modifiers.deleteStatus, false),
          productIds ? inArray(modifiers.productId, [...productIds]) : undefined,
        ),
      ),
    db
      .selectDistinct({ productId: productInstructions.productId })
      .from(productInstructions)
      .where(
        and(
          eq(productInstructions.tenantId, tenantId),
          productIds ? inArray(productInstructions.productId, [...productIds]) : undefined,
        ),
      ),
  ]);
  return new Set([...addOns, ...instructions].map((r) => r.productId));
}

/** The products' allergens (ordered for the card by the caller). */
export function selectAllergens(
  db: Database,
  tenantId: number,
  productIds: readonly number[] | undefined,
) {
  return db
    .select({
      productId: productAllergens.productId,
      allergen: productAllergens.allergen,
      level: productAllergens.level,
    })
    .from(productAllergens)
    .where(
      and(
        eq(productAllergens.tenantId, tenantId),
        productIds ? inArray(productAllergens.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(asc(productAllergens.productId));
}
