import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticDir } from '../../../lib/paths';
import type { DemoBrand, DemoCategory, DemoProduct } from '../demo-types';
import { brewRoom, demoBrands, secondBrand } from './index';

type Placed = DemoProduct & { tab: DemoCategory['tab'] };

function productsOf(brand: DemoBrand): Placed[] {
  return brand.menu.flatMap((category) =>
    [
      ...(category.products ?? []),
      ...(category.subCategories ?? []).flatMap((s) => s.products),
    ].map((p) => ({ ...p, tab: category.tab })),
  );
}

const ADR_0001_TOKENS = [
  '--ts-color-primary',
  '--ts-color-on-primary',
  '--ts-color-accent',
  '--ts-color-bg',
  '--ts-color-surface',
  '--ts-color-surface-2',
  '--ts-color-text',
  '--ts-color-text-muted',
  '--ts-color-border',
  '--ts-color-veg',
  '--ts-color-nonveg',
  '--ts-color-egg',
  '--ts-radius-sm',
  '--ts-radius-md',
  '--ts-radius-lg',
  '--ts-font-family',
];

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const addOnKind = (min: number, max: number): string => {
  if (min > 0 && max === min) return 'exactly N';
  if (min > 0 && max > min) return 'N up to M';
  if (min === 0 && max > 0) return 'optional up to M';
  if (min === 0 && max === 0) return 'no limit';
  return 'invalid';
};

describe('demo content', () => {
  it('gives The Brew Room at least 80 products across Eat, Drink and Smoke', () => {
    const products = productsOf(brewRoom);
    expect(products.length).toBeGreaterThanOrEqual(80);
    for (const tab of ['EAT', 'DRINK', 'SMOKE'] as const) {
      expect(products.filter((p) => p.tab === tab).length, tab).toBeGreaterThan(0);
    }
  });

  it('covers veg, non-veg and egg, alcoholic and not, several sizes and struck-through prices', () => {
    const products = productsOf(brewRoom);
    for (const foodType of ['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN'] as const) {
      expect(
        products.some((p) => p.foodType === foodType),
        foodType,
      ).toBe(true);
    }
    expect(products.some((p) => p.alcoholic === true)).toBe(true);
    expect(products.some((p) => p.alcoholic === false)).toBe(true);
    expect(products.filter((p) => p.sizes.length > 1).length).toBeGreaterThanOrEqual(5);
    const struck = products.filter((p) =>
      p.sizes.some((s) => s.defaultPrice !== undefined && s.defaultPrice > s.price),
    );
    expect(struck.length).toBeGreaterThanOrEqual(10);
    expect(products.filter((p) => p.outOfStock).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.calories !== undefined).length).toBeGreaterThan(40);
    expect(products.filter((p) => (p.tags ?? []).length > 0).length).toBeGreaterThan(20);
    expect(products.filter((p) => (p.instructions ?? []).length > 0).length).toBeGreaterThan(40);
  });

  it('uses all four add-on rule kinds and at least one auto-selected add-on', () => {
    const products = productsOf(brewRoom);
    const kinds = new Set(
      products.flatMap((p) => (p.addOns ? [addOnKind(p.addOns.min, p.addOns.max)] : [])),
    );
    expect([...kinds].sort()).toEqual(['N up to M', 'exactly N', 'no limit', 'optional up to M']);
    expect(products.some((p) => p.addOns?.options.some((o) => o.autoSelect))).toBe(true);
    expect(
      products.some((p) => p.addOns?.options.some((o) => o.price === 0 && !o.autoSelect)),
    ).toBe(true);
  });

  describe.each(demoBrands.map((b) => [b.name, b] as const))('%s', (_name, brand) => {
    const products = productsOf(brand);
    const keys = new Set(products.map((p) => p.key));

    it('has unique kebab-case product keys', () => {
      expect(keys.size).toBe(products.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it('gives every product valid sizes, add-ons and a drink flag only on drinks', () => {
      for (const p of products) {
        expect(p.sizes.length, p.key).toBeGreaterThanOrEqual(1);
        expect(new Set(p.sizes.map((s) => s.size)).size, p.key).toBe(p.sizes.length);
        for (const s of p.sizes) {
          expect(s.price, p.key).toBeGreaterThan(0);
          if (s.defaultPrice !== undefined)
            expect(s.defaultPrice, p.key).toBeGreaterThanOrEqual(s.price);
        }
        if (p.tab === 'DRINK') expect(typeof p.alcoholic, p.key).toBe('boolean');
        else expect(p.alcoholic, p.key).toBeUndefined();
        if (p.tab !== 'EAT') expect(p.foodType, p.key).toBe('VEGETARIAN');
        if (p.addOns) {
          const { min, max, options } = p.addOns;
          expect(addOnKind(min, max), p.key).not.toBe('invalid');
          expect(options.length, p.key).toBeGreaterThanOrEqual(Math.max(min, max, 1));
          for (const o of options) expect(o.price, `${p.key} ${o.name}`).toBeGreaterThanOrEqual(0);
          const auto = options.filter((o) => o.autoSelect).length;
          if (max > 0) expect(auto, p.key).toBeLessThan(max);
        }
        expect(p.description.length, p.key).toBeGreaterThan(30);
      }
    });

    it('only recommends and promotes products that exist', () => {
      for (const p of products) {
        for (const r of p.recommendations ?? []) {
          expect(keys.has(r), `${p.key} recommends ${r}`).toBe(true);
          expect(r, p.key).not.toBe(p.key);
        }
      }
      expect(brand.promotions.length).toBeGreaterThanOrEqual(1);
      for (const group of brand.promotions) {
        for (const promotion of group.promotions) {
          expect(promotion.productKeys.length, promotion.name).toBeGreaterThanOrEqual(2);
          expect(promotion.productKeys.length, promotion.name).toBeLessThanOrEqual(6);
          for (const k of promotion.productKeys)
            expect(keys.has(k), `${promotion.name}: ${k}`).toBe(true);
        }
      }
    });

    it('ships every image, banner, stylesheet and logo it names', () => {
      for (const image of new Set(products.map((p) => p.image))) {
        // The served picture, and the drawing scripts/generate-demo-photos.mjs renders it from.
        expect(existsSync(join(staticDir(), 'menu', `${image}.webp`)), image).toBe(true);
        expect(existsSync(join(staticDir(), 'menu', `${image}.svg`)), image).toBe(true);
      }
      for (const group of brand.promotions) {
        for (const promotion of group.promotions) {
          expect(promotion.banner).toMatch(/^(promo|menu)\/[a-z0-9-]+$/);
          expect(existsSync(join(staticDir(), `${promotion.banner}.svg`)), promotion.banner).toBe(
            true,
          );
        }
      }
      const { stylesheet, primaryImage, secondaryImage } = brand.style;
      for (const file of [stylesheet, primaryImage, secondaryImage]) {
        expect(file.startsWith(`${brand.shortName}`), file).toBe(true);
        expect(existsSync(join(staticDir(), 'brand', file)), file).toBe(true);
      }
    });

    it('sets exactly the tokens of ADR 0001 with AA contrast', () => {
      const css = readFileSync(join(staticDir(), 'brand', brand.style.stylesheet), 'utf8');
      const tokens = new Map(
        [...css.matchAll(/(--ts-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
      );
      expect([...tokens.keys()].sort()).toEqual([...ADR_0001_TOKENS].sort());
      const color = (name: string) => tokens.get(name) ?? '';
      expect(
        contrast(color('--ts-color-on-primary'), color('--ts-color-primary')),
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color('--ts-color-text'), color('--ts-color-bg'))).toBeGreaterThanOrEqual(
        4.5,
      );
    });

    it('has branches with valid hours and tables', () => {
      for (const branch of brand.branches) {
        expect(branch.openingTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
        expect(branch.closingTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
        expect(new Set(branch.tables).size).toBe(branch.tables.length);
        for (const t of branch.tablesWithoutAssociate) expect(branch.tables).toContain(t);
      }
    });
  });

  it('matches DECISIONS.md for The Brew Room', () => {
    const [indiranagar, koramangala] = brewRoom.branches;
    expect(indiranagar?.shortName).toBe('indiranagar');
    expect(indiranagar?.displayName).toBe('The Brew Room · Indiranagar');
    expect(indiranagar?.openingTime).toBe(indiranagar?.closingTime);
    expect(indiranagar?.tables).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(indiranagar?.tablesWithoutAssociate).toEqual(['8']);
    expect(koramangala).toMatchObject({
      openingTime: '11:30:00',
      closingTime: '00:45:00',
      timeZone: 'Asia/Kolkata',
    });
    expect(brewRoom.charges).toEqual([{ name: 'Service Charge', ratePercent: 7.5 }]);
    expect(brewRoom.taxes).toEqual([
      { name: 'CGST', ratePercent: 2.5 },
      { name: 'SGST', ratePercent: 2.5 },
    ]);
    const sizes = new Set(brewRoom.promotions.map((g) => g.containerSize));
    expect(sizes).toEqual(new Set(['TWO_BY_TWO', 'FULL_WIDTH']));
    for (const phrase of [
      '7.5%',
      '11:30 am to 12:45 am',
      '21 and above',
      'Smart casual',
      'taxes',
    ]) {
      expect(brewRoom.termsText).toContain(phrase);
    }
    expect(brewRoom.serviceChargeText).toContain('7.5%');
  });

  it('keeps the two tenants apart', () => {
    expect(secondBrand.shortName).not.toBe(brewRoom.shortName);
    expect(secondBrand.databaseName).not.toBe(brewRoom.databaseName);
    expect(secondBrand.style.stylesheet).not.toBe(brewRoom.style.stylesheet);
    expect(productsOf(secondBrand).length).toBeGreaterThanOrEqual(20);
  });

  it('never uses one image on two tabs (tiles are tinted per tab)', () => {
    const tabOf = new Map<string, string>();
    for (const brand of demoBrands) {
      for (const p of productsOf(brand)) {
        const tab = tabOf.get(p.image) ?? p.tab;
        expect(tab, p.image).toBe(p.tab);
        tabOf.set(p.image, p.tab);
      }
    }
  });
});
