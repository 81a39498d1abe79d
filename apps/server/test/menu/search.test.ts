import type { TSearchResult } from '@tableside/shared/contract/menu';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import { brewRoom } from '../../src/db/seed/demo-content/index';
import { SEARCH_RESULTS_MAX } from '../../src/services/menu/search-menu';
import { useTestApp } from '../helpers/test-app';
import { demoProductsOf, SEARCH_URL, tenantHeaders } from './menu-fixtures';

const t = useTestApp();

const demo = demoProductsOf(brewRoom);

const search = (searchText: string, opts: { branchId?: number | string; tenantId?: number } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${SEARCH_URL}?branchId=${opts.branchId ?? 1}&searchText=${encodeURIComponent(searchText)}`,
    headers: tenantHeaders(opts.tenantId ?? 1),
  });

async function hits(searchText: string, branchId = 1, tenantId = 1): Promise<TSearchResult[]> {
  const res = await search(searchText, { branchId, tenantId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const namesOf = async (searchText: string) => (await hits(searchText)).map((h) => h.displayName);

describe('GET fuzzySearch: typos', () => {
  it("'paneer tika' finds the paneer tikka dishes first", async () => {
    const names = await namesOf('paneer tika');
    expect(names.slice(0, 2).sort()).toEqual(['Achari Paneer Tikka', 'Paneer Tikka Kathi Roll']);
    expect(names).not.toContain('House Sangria');
  });

  it("'margarita' finds the cocktail first and the pizza too; 'margherita' the pizza first", async () => {
    expect((await namesOf('margarita')).slice(0, 2)).toEqual(['Kokum Margarita', 'Margherita']);
    expect((await namesOf('margherita'))[0]).toBe('Margherita');
  });

  it("'chiken' finds every chicken dish and nothing else", async () => {
    const chicken = demo.filter((p) => /chicken/i.test(p.name)).map((p) => p.name);
    expect(chicken.length).toBeGreaterThan(5);
    expect((await namesOf('chiken')).sort()).toEqual(chicken.sort());
  });

  it("'biryni' finds the three biryanis", async () => {
    expect((await namesOf('biryni')).sort()).toEqual([
      'Chicken Dum Biryani',
      'Donne Mutton Biryani',
      'Subz Dum Biryani',
    ]);
  });

  it("short words match word starts: 'tea' is the iced tea, not steak or Tender Coconut", async () => {
    expect(await namesOf('tea')).toEqual(['Long Island Iced Tea']);
    expect(await namesOf('lager')).toEqual(['Indiranagar Lager']);
  });

  it('ignores case and extra spaces, and answers [] when nothing is close', async () => {
    expect((await namesOf('  PANEER   Tikka '))[0]).toMatch(/Paneer Tikka/);
    expect(await namesOf('xylophone')).toEqual([]);
  });

  it('ranks an exact word start above a fuzzy match', async () => {
    const names = await namesOf('coffee');
    expect(names.slice(0, 4).sort()).toEqual([
      'Filter Coffee',
      'Filter Coffee Martini',
      'Filter Coffee Tiramisu',
      'Irish Coffee',
    ]);
  });

  it('caps the list', async () => {
    expect((await hits('a')).length).toBeLessThanOrEqual(SEARCH_RESULTS_MAX);
  });
});

describe('GET fuzzySearch: the result cards', () => {
  it('names the top-level category of each hit (the app groups by it)', async () => {
    const byName = new Map((await hits('chiken')).map((h) => [h.displayName, h.topLevelCategory]));
    for (const p of demo.filter((d) => byName.has(d.name))) {
      expect(byName.get(p.name), p.name).toBe(p.topLevelCategory);
    }
    expect(byName.get('Chicken 65')).toBe('Small Plates');
  });

  it("carries the menu card with this branch's prices and the out-of-stock flag", async () => {
    const [sour] = await hits('alphonso mango');
    expect(sour?.displayName).toBe('Alphonso Mango Sour');
    expect(sour?.menuItems.every((m) => !m.branchSettings.isAvailable)).toBe(true);
    const [atBranch2] = await hits('alphonso mango', 2);
    expect(atBranch2?.menuItems.every((m) => m.branchSettings.isAvailable)).toBe(true);
    const [lager] = await hits('indiranagar lager');
    expect(lager?.menuItems.map((m) => m.branchSettings.price)).toEqual([290, 390, 1290]);
  });

  it("never answers another brand's products", async () => {
    const brand2 = new Set(
      (await t.db.select({ id: products.id }).from(products).where(eq(products.tenantId, 2))).map(
        (r) => r.id,
      ),
    );
    // 'Masala Chai' is on both menus; 'Pani Puri' only on brand 2's.
    const chai = await hits('masala chai');
    expect(chai[0]?.displayName).toBe('Masala Chai');
    expect(chai.filter((h) => brand2.has(h.productMaster.id))).toEqual([]);
    expect(await namesOf('pani puri')).toEqual([]);
    const atBrand2 = await hits('pani puri', 3, 2);
    expect(atBrand2[0]?.displayName).toBe('Pani Puri');
  });
});

describe('GET fuzzySearch: bad input and tenants', () => {
  it.each([
    ['<script>', 'searchText'],
    ["tikka' or 1=1", 'searchText'],
    ['tea%', 'searchText'],
    ['', 'searchText'],
    ['   ', 'searchText'],
    ['a'.repeat(61), 'searchText'],
  ])('searchText %j -> 400 naming %s', async (text, field) => {
    const res = await search(text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}\\b`));
  });

  it('accepts 60 characters, and names a bad branchId', async () => {
    expect((await search('a'.repeat(60))).statusCode).toBe(200);
    const res = await search('tea', { branchId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^branchId\b/);
  });

  it.each([
    [1, 2, 403],
    [3, 1, 403],
    [4242, 1, 404],
  ])('branch %i with X-Tenant %i -> %i', async (branchId, tenantId, status) => {
    expect((await search('tea', { branchId, tenantId })).statusCode).toBe(status);
  });

  it('requires X-Tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SEARCH_URL}?branchId=1&searchText=tea`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^x-tenant\b/);
  });
});
