// Small builders shared by the demo menus, so the data files read like a menu card.
import type { DemoAddOn, DemoSize } from '../demo-types';

/** One 'Regular' size; `defaultPrice` (when higher) shows struck through on the card. */
export function one(price: number, defaultPrice?: number): DemoSize[] {
  return [size('Regular', price, defaultPrice)];
}

export function size(name: string, price: number, defaultPrice?: number): DemoSize {
  return defaultPrice === undefined ? { size: name, price } : { size: name, price, defaultPrice };
}

/** Free add-ons, all at price 0. */
export function free(...names: string[]): DemoAddOn[] {
  return names.map((name) => ({ name, price: 0 }));
}

/** A free accompaniment that always comes with the dish (counts as 1, cannot be untoggled). */
export function onTheSide(name: string): DemoAddOn {
  return { name, price: 0, autoSelect: true };
}
