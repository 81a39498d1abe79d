import type {
  TCustomization,
  TCustomizationQuery,
  TModifierMapping,
} from '@tableside/shared/contract/customization';
import { addOnQuantityMax } from '@tableside/shared/domain/add-ons';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { modifiers, productInstructions } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { requireTenantBranch } from './branch-access';
import { loadMenuProducts } from './load-menu-products';
import { loadRecommendations } from './load-recommendations';

/**
 * The customisation modal's data for one product at one branch. A product of another tenant,
 * or one this branch does not sell, is answered as not found.
 */
export async function getCustomization(
  deps: { db: Database },
  input: TCustomizationQuery & { tenantId: number },
): Promise<TCustomization> {
  const { db } = deps;
  const { tenantId, branchId, productMasterId: productId } = input;
  await requireTenantBranch(db, branchId, tenantId);
  const [loaded] = await loadMenuProducts(db, { tenantId, branchId, productIds: [productId] });
  if (!loaded) throw notFound('Product');

  const [addOns, instructions, recommendations] = await Promise.all([
    db
      .select()
      .from(modifiers)
      .where(
        and(
          eq(modifiers.productId, productId),
          eq(modifiers.tenantId, tenantId),
          // A deleted add-on only stays so earlier order items resolve; it is not offered.
          eq(modifiers.deleteStatus, false),
        ),
      )
      .orderBy(asc(modifiers.sortOrder), asc(modifiers.id)),
    db
      .select({ id: productInstructions.id, text: productInstructions.text })
      .from(productInstructions)
      .where(
        and(
          eq(productInstructions.productId, productId),
          eq(productInstructions.tenantId, tenantId),
        ),
      )
      .orderBy(asc(productInstructions.sortOrder), asc(productInstructions.id)),
    loadRecommendations(db, { tenantId, branchId, productId }),
  ]);

  const { displayName, description, foodType, productMaster, menuItems, calories, tag, allergens } =
    loaded.product;
  return {
    displayName,
    description,
    foodType,
    productMaster,
    menuItems,
    calories,
    tag,
    allergens,
    recommendations,
    instructions,
    modifiers: addOns.map(
      (m): TModifierMapping => ({
        id: m.id,
        modifier: { itemName: m.itemName },
        price: toMajor(m.priceMinor),
        autoSelect: m.autoSelect,
        // The same maximum the cart write checks (price-order-lines).
        modifierQuantity: addOnQuantityMax(m.autoSelect),
        deleteStatus: m.deleteStatus,
      }),
    ),
  };
}
