import type { TMenuItem, TMenuProduct } from '@tableside/shared/contract/menu';

export interface CardPrice {
  price: number;
  /** The default price when it is higher: shown struck through. */
  struck: number | null;
  /** Several serving sizes: the price is the lowest, labelled 'STARTS AT'. */
  startsAt: boolean;
}

const priceOf = (size: TMenuItem) => size.branchSettings.price;

/** The price a card shows: the cheapest serving size, with its default price when higher. */
export function cardPrice(product: Pick<TMenuProduct, 'menuItems'>): CardPrice {
  const sizes = product.menuItems;
  const cheapest = sizes.reduce((best, size) => (priceOf(size) < priceOf(best) ? size : best));
  const { price, defaultPrice } = cheapest.branchSettings;
  return { price, struck: defaultPrice > price ? defaultPrice : null, startsAt: sizes.length > 1 };
}

/** A product is out of stock when none of its serving sizes is available. */
export const isProductAvailable = (product: Pick<TMenuProduct, 'menuItems'>): boolean =>
  product.menuItems.some((size) => size.branchSettings.isAvailable);

/** The size a one-tap ADD orders: the first available one. */
export const quickAddSize = (product: Pick<TMenuProduct, 'menuItems'>): TMenuItem | null =>
  product.menuItems.find((size) => size.branchSettings.isAvailable) ?? null;
