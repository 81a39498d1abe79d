import type { TStaffMenuItem } from '@tableside/shared/contract/staff-console';
import { describe, expect, it } from 'vitest';
import { matchesSearch, stockSections } from './stock-sections';

let nextId = 1;
const item = (name: string, category: string, isAvailable = true): TStaffMenuItem => ({
  menuItemMasterId: nextId++,
  name,
  category,
  foodType: 'VEGETARIAN',
  image: null,
  price: 160,
  isAvailable,
});

const papad = item('Masala Papad', 'Small Plates');
const fries = item('Peri Peri Fries', 'Small Plates', false);
const soup = item('Tomato Shorba', 'Soups');
const lager = item('Indiranagar Lager', 'Beer', false);
const menu = [papad, fries, soup, lager];
const all = { search: '', outOfStockOnly: false };

describe('stockSections', () => {
  it('groups the items under their categories in menu order', () => {
    expect(stockSections(menu, all)).toEqual([
      { category: 'Small Plates', items: [papad, fries] },
      { category: 'Soups', items: [soup] },
      { category: 'Beer', items: [lager] },
    ]);
  });

  it('keeps only what is out of stock, dropping emptied categories', () => {
    expect(stockSections(menu, { search: '', outOfStockOnly: true })).toEqual([
      { category: 'Small Plates', items: [fries] },
      { category: 'Beer', items: [lager] },
    ]);
  });

  it('combines the search with the out-of-stock filter', () => {
    expect(stockSections(menu, { search: 'masala', outOfStockOnly: true })).toEqual([]);
    expect(stockSections(menu, { search: 'peri', outOfStockOnly: true })).toEqual([
      { category: 'Small Plates', items: [fries] },
    ]);
  });
});

describe('matchesSearch', () => {
  it('ignores case and surrounding spaces', () => {
    expect(matchesSearch(papad, '  PAPAD ')).toBe(true);
  });

  it('matches the start of any word of the name', () => {
    expect(matchesSearch(papad, 'pap')).toBe(true);
    expect(matchesSearch(papad, 'apad')).toBe(false);
  });

  it('needs every word typed, in any order', () => {
    expect(matchesSearch(fries, 'fries peri')).toBe(true);
    expect(matchesSearch(fries, 'peri chips')).toBe(false);
  });

  it('finds items by their category', () => {
    expect(matchesSearch(soup, 'soups')).toBe(true);
  });

  it('keeps everything for an empty search', () => {
    expect(matchesSearch(lager, '   ')).toBe(true);
  });
});
