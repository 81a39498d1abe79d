/**
 * The first part of every query key holding catalogue data (menu, search, promotion items,
 * customisation): a price change (spec section 2) refetches them all by this one prefix.
 */
export const CATALOGUE_KEY = 'catalogue';
