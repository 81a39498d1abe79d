// Maps a demo brand's promotion groups onto seed rows, once per branch (the promotions call
// filters by branch).
import type { DemoBrand } from './demo-types';
import type { PlannedBrand } from './plan-brand';
import type { ProductIds } from './plan-menu';
import { nextId, type SeedRows } from './seed-rows';

export function planPromotions(
  rows: SeedRows,
  brand: DemoBrand,
  planned: PlannedBrand,
  productIds: ProductIds,
): void {
  const tenantId = planned.brandId;
  for (const branchId of planned.branchIds) {
    brand.promotions.forEach((group, groupOrder) => {
      const groupId = nextId(rows.promotionGroups);
      rows.promotionGroups.push({
        id: groupId,
        tenantId,
        branchId,
        mainHeader: group.mainHeader,
        subHeader: group.subHeader,
        containerSize: group.containerSize,
        sequence: groupOrder + 1,
      });
      group.promotions.forEach((promo, promoOrder) => {
        const promotionId = nextId(rows.promotions);
        rows.promotions.push({
          id: promotionId,
          tenantId,
          groupId,
          name: promo.name,
          title: promo.title,
          description: promo.description,
          sequence: promoOrder + 1,
          bannerUrl: `/media/${promo.banner}.svg`,
        });
        promo.productKeys.forEach((key, sequence) => {
          const productId = productIds.get(key);
          if (productId === undefined) {
            throw new Error(`${brand.name}: promotion ${promo.name} maps unknown product ${key}`);
          }
          rows.promotionProducts.push({ promotionId, productId, tenantId, sequence });
        });
      });
    });
  }
}
