import type { TMenuCategory, TMenuProduct } from '@tableside/shared/contract/menu';

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
}

/**
 * The menu tree: top-level categories, each with its own products and its sub-categories, in
 * the order given (menu order). A category left without products (after a filter, or because
 * the branch sells none of them) is dropped, so the app never shows an empty accordion.
 */
export function groupMenu(
  categories: readonly CategoryNode[],
  products: readonly { categoryId: number; product: TMenuProduct }[],
): TMenuCategory[] {
  const productsOf = new Map<number, TMenuProduct[]>();
  for (const { categoryId, product } of products) {
    const list = productsOf.get(categoryId);
    if (list) list.push(product);
    else productsOf.set(categoryId, [product]);
  }
  const menu: TMenuCategory[] = [];
  for (const top of categories.filter((c) => c.parentId === null)) {
    const subCategories = categories
      .filter((c) => c.parentId === top.id)
      .map((sub) => ({
        categoryName: sub.name,
        subCategories: [],
        menuResponseDetails: productsOf.get(sub.id) ?? [],
      }))
      .filter((sub) => sub.menuResponseDetails.length > 0);
    const menuResponseDetails = productsOf.get(top.id) ?? [];
    if (subCategories.length === 0 && menuResponseDetails.length === 0) continue;
    menu.push({ categoryName: top.name, subCategories, menuResponseDetails });
  }
  return menu;
}
