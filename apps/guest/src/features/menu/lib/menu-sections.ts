import type { TMenuCategory, TMenuProduct } from '@tableside/shared/contract/menu';

/** An accordion of the menu: a top-level category and its products, sub-categories inside. */
export interface MenuSection {
  id: string;
  name: string;
  products: TMenuProduct[];
  groups: { name: string; products: TMenuProduct[] }[];
  count: number;
}

/** Ids usable in the DOM (scroll targets), unique even when two names slug alike. */
export function menuSections(categories: readonly TMenuCategory[], prefix: string): MenuSection[] {
  return categories.map((category, index) => {
    const groups = category.subCategories
      .filter((sub) => sub.menuResponseDetails.length > 0)
      .map((sub) => ({ name: sub.categoryName, products: sub.menuResponseDetails }));
    const count =
      category.menuResponseDetails.length +
      groups.reduce((sum, group) => sum + group.products.length, 0);
    return {
      id: `${prefix}-category-${index}`,
      name: category.categoryName,
      products: category.menuResponseDetails,
      groups,
      count,
    };
  });
}
