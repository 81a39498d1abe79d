// What hangs off an item besides its sizes: the add-on group, instructions, tags, allergens and
// recommendations. Add-ons are archived (delete_status), since order items point at them;
// the rest is replaced wholesale.
import type { TAddOnGroupInput, TAllergenEntry } from '@tableside/shared/contract/catalogue';
import { toMinor } from '@tableside/shared/domain/money';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branchMenuItems,
  menuItems,
  modifiers,
  productAllergens,
  productInstructions,
  productRecommendations,
  productTags,
  tags,
} from '../../db/schema/index';
import { fieldError } from './catalogue-scope';

export async function writeAddOns(
  tx: Database,
  tenantId: number,
  productId: number,
  group: TAddOnGroupInput | null,
): Promise<void> {
  const addOns = group?.addOns ?? [];
  const existing = await tx
    .select({ id: modifiers.id })
    .from(modifiers)
    .where(eq(modifiers.productId, productId));
  const ids = new Set(existing.map((m) => m.id));
  const kept: number[] = [];
  for (const [index, addOn] of addOns.entries()) {
    const values = {
      itemName: addOn.name,
      priceMinor: toMinor(addOn.price),
      autoSelect: addOn.autoSelect,
      sortOrder: index,
      deleteStatus: false,
    };
    if (addOn.id === undefined) {
      const [row] = await tx
        .insert(modifiers)
        .values({ tenantId, productId, ...values })
        .returning({ id: modifiers.id });
      if (row) kept.push(row.id);
      continue;
    }
    if (!ids.has(addOn.id)) {
      throw fieldError(`addOnGroup.addOns.${index}.id`, 'no such add-on of this item');
    }
    kept.push(addOn.id);
    await tx.update(modifiers).set(values).where(eq(modifiers.id, addOn.id));
  }
  // What the save no longer names is archived.
  await tx
    .update(modifiers)
    .set({ deleteStatus: true })
    .where(
      and(
        eq(modifiers.productId, productId),
        eq(modifiers.deleteStatus, false),
        kept.length > 0 ? notInArray(modifiers.id, kept) : undefined,
      ),
    );
  // The limits are the product's; every branch's rows carry them (the guest menu reads them there).
  const sizes = tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.productId, productId));
  await tx
    .update(branchMenuItems)
    .set({ minModifiers: group?.min ?? 0, maxModifiers: group?.max ?? 0 })
    .where(inArray(branchMenuItems.menuItemId, sizes));
}

export async function writeInstructions(
  tx: Database,
  tenantId: number,
  productId: number,
  instructions: readonly string[],
): Promise<void> {
  await tx.delete(productInstructions).where(eq(productInstructions.productId, productId));
  if (instructions.length === 0) return;
  await tx
    .insert(productInstructions)
    .values(instructions.map((text, sortOrder) => ({ tenantId, productId, text, sortOrder })));
}

/** Tags are the tenant's vocabulary: a new name becomes a tag, a known one is reused. */
export async function writeTags(
  tx: Database,
  tenantId: number,
  productId: number,
  names: readonly string[],
): Promise<void> {
  await tx.delete(productTags).where(eq(productTags.productId, productId));
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  await tx
    .insert(tags)
    .values(unique.map((name) => ({ tenantId, name })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.name, unique)));
  await tx.insert(productTags).values(rows.map((tag) => ({ tenantId, productId, tagId: tag.id })));
}

export async function writeAllergens(
  tx: Database,
  tenantId: number,
  productId: number,
  allergens: readonly TAllergenEntry[],
): Promise<void> {
  await tx.delete(productAllergens).where(eq(productAllergens.productId, productId));
  if (allergens.length === 0) return;
  await tx
    .insert(productAllergens)
    .values(allergens.map(({ allergen, level }) => ({ tenantId, productId, allergen, level })));
}

export async function writeRecommendations(
  tx: Database,
  tenantId: number,
  productId: number,
  recommendedIds: readonly number[],
): Promise<void> {
  await tx.delete(productRecommendations).where(eq(productRecommendations.productId, productId));
  if (recommendedIds.length === 0) return;
  await tx.insert(productRecommendations).values(
    recommendedIds.map((recommendedProductId, sortOrder) => ({
      tenantId,
      productId,
      recommendedProductId,
      sortOrder,
    })),
  );
}
