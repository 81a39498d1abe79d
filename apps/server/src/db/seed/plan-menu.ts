// Maps a demo brand's menu onto seed rows: categories, products and sizes with their
// per-branch prices, add-ons, instructions, tags and recommendations.
import type { DemoBrand, DemoProduct } from './demo-types';
import type { PlannedBrand } from './plan-brand';
import { nextId, type SeedRows } from './seed-rows';

/** Rupees (as on a menu card) to paise. */
export const paise = (rupees: number) => Math.round(rupees * 100);

/** Product key -> product id, for recommendations and promotions. */
export type ProductIds = Map<string, number>;

export function planMenu(rows: SeedRows, brand: DemoBrand, planned: PlannedBrand): ProductIds {
  const tenantId = planned.brandId;
  const productIds: ProductIds = new Map();
  const tagIds = new Map<string, number>();
  const withKeys: { id: number; product: DemoProduct }[] = [];

  const addCategory = (
    tab: DemoBrand['menu'][number]['tab'],
    name: string,
    sortOrder: number,
    parentId: number | null,
  ) => {
    const id = nextId(rows.menuCategories);
    rows.menuCategories.push({ id, tenantId, tab, name, parentId, sortOrder });
    return id;
  };

  const addProduct = (categoryId: number, product: DemoProduct, sortOrder: number) => {
    if (productIds.has(product.key)) throw new Error(`${brand.name}: duplicate key ${product.key}`);
    const productId = nextId(rows.products);
    productIds.set(product.key, productId);
    withKeys.push({ id: productId, product });
    rows.products.push({
      id: productId,
      tenantId,
      categoryId,
      itemName: product.name,
      displayName: product.name,
      description: product.description,
      foodType: product.foodType,
      isAlcoholic: product.alcoholic ?? false,
      calories: product.calories ?? null,
      imageUrl: `/media/menu/${product.image}.webp`,
      sortOrder,
    });
    product.sizes.forEach((size, sizeOrder) => {
      const menuItemId = nextId(rows.menuItems);
      rows.menuItems.push({
        id: menuItemId,
        tenantId,
        productId,
        sizeName: size.size,
        defaultPriceMinor: paise(size.defaultPrice ?? size.price),
        sortOrder: sizeOrder,
        // The guest app preselects the first size; the back office shows it as the default.
        isDefault: sizeOrder === 0,
      });
      planned.branchIds.forEach((branchId, branchIndex) => {
        rows.branchMenuItems.push({
          tenantId,
          branchId,
          menuItemId,
          priceMinor: paise(size.price),
          // Out of stock only at the first branch, so the other still shows it orderable.
          isAvailable: !(product.outOfStock && branchIndex === 0),
          minModifiers: product.addOns?.min ?? 0,
          maxModifiers: product.addOns?.max ?? 0,
        });
      });
    });
    product.addOns?.options.forEach((addOn, addOnOrder) => {
      rows.modifiers.push({
        tenantId,
        productId,
        itemName: addOn.name,
        priceMinor: paise(addOn.price),
        autoSelect: addOn.autoSelect ?? false,
        sortOrder: addOnOrder,
      });
    });
    product.instructions?.forEach((text, instructionOrder) => {
      rows.productInstructions.push({ tenantId, productId, text, sortOrder: instructionOrder });
    });
    for (const name of new Set(product.tags)) {
      let tagId = tagIds.get(name);
      if (tagId === undefined) {
        tagId = nextId(rows.tags);
        tagIds.set(name, tagId);
        rows.tags.push({ id: tagId, tenantId, name });
      }
      rows.productTags.push({ productId, tagId, tenantId });
    }
  };

  brand.menu.forEach((category, categoryOrder) => {
    const categoryId = addCategory(category.tab, category.name, categoryOrder, null);
    for (const [order, p] of (category.products ?? []).entries()) addProduct(categoryId, p, order);
    for (const [subOrder, sub] of (category.subCategories ?? []).entries()) {
      const subId = addCategory(category.tab, sub.name, subOrder, categoryId);
      for (const [order, p] of sub.products.entries()) addProduct(subId, p, order);
    }
  });

  // Second pass: recommendations may point at products defined later in the menu.
  for (const { id: productId, product } of withKeys) {
    product.recommendations?.forEach((key, sortOrder) => {
      const recommendedProductId = productIds.get(key);
      if (recommendedProductId === undefined || recommendedProductId === productId) {
        throw new Error(`${brand.name}: ${product.key} recommends unknown or itself: ${key}`);
      }
      rows.productRecommendations.push({ productId, recommendedProductId, tenantId, sortOrder });
    });
  }
  return productIds;
}
