import { readFileSync } from 'node:fs';
import type { TMenuCategory } from '@tableside/shared/contract/menu';
import type { TImportDiff } from '@tableside/shared/contract/menu-transfer';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { cardsOf, MENU_URL, tenantHeaders } from '../menu/menu-fixtures';
import { addItems, findAddOns, findSize, itemBody } from '../orders/cart-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import { createEmptyBranch, exportMenu, importFiles } from './transfer-fixture';

const t = useTestApp();
const SLOW = 120_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function guestMenu(branchId: number): Promise<TMenuCategory[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${MENU_URL}?branchId=${branchId}`,
    headers: tenantHeaders(1),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('spreadsheet and Square import', () => {
  it(
    'imports the example workbook into an empty branch: guests see it and can order',
    async () => {
      const owner = await signIn(t, 'owner');
      const template = await exportMenu(t, owner, 1, 'format=xlsx&template=true');
      expect(template.statusCode).toBe(200);
      expect(template.headers['content-type']).toBe(XLSX);
      const { branchId, tableId } = await createEmptyBranch(t.db, 1, ['owner']);
      const data = template.rawPayload;

      const dry = await importFiles(
        t,
        owner,
        branchId,
        [{ filename: 'menu.xlsx', data, type: XLSX }],
        'dryRun=true',
      );
      expect(dry.statusCode, dry.body).toBe(200);
      const diff: TImportDiff = dry.json();
      expect(diff).toMatchObject({
        kind: 'xlsx',
        applied: false,
        counts: { added: 8, changed: 0 },
      });
      expect(diff.added[0]).toMatchObject({ name: 'Masala Dosa', row: 2, sizes: 2 });
      expect(cardsOf(await guestMenu(branchId))).toEqual([]);

      const res = await importFiles(t, owner, branchId, [
        { filename: 'menu.xlsx', data, type: XLSX },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const names = cardsOf(await guestMenu(branchId)).map((c) => c.displayName);
      expect(names).toEqual(
        expect.arrayContaining(['Masala Dosa', 'Chicken Chettinad', 'Filter Coffee']),
      );

      const guest = await seatGuest(t.db, t.clock, { tableId });
      const size = await findSize(t.db, 'Chicken Chettinad', { branchId, size: 'Full' });
      const addOns = await findAddOns(t.db, size.productId);
      const appam = addOns.get('Appam');
      if (appam === undefined) throw new Error('no Appam add-on');
      const added = await addItems(t, guest, [
        itemBody(guest, size.id, { addOns: [appam], price: 450 }),
      ]);
      expect(added.statusCode, added.body).toBe(200);
    },
    SLOW,
  );

  it(
    'imports the template as three CSV files, and a partial sheet changes only what it names',
    async () => {
      const owner = await signIn(t, 'owner');
      const { branchId } = await createEmptyBranch(t.db, 1, ['owner']);
      const sheets = await Promise.all(
        ['items', 'sizes', 'addons'].map(async (sheet) => {
          const res = await exportMenu(t, owner, 1, `format=csv&template=true&sheet=${sheet}`);
          expect(res.headers['content-type']).toMatch(/^text\/csv/);
          return { filename: `${sheet}.csv`, data: res.body, type: 'text/csv' };
        }),
      );
      const res = await importFiles(t, owner, branchId, sheets);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().counts.added).toBe(8);

      const sizes = sheets[1]?.data.replace(
        'Masala Dosa,Regular,yes,120.00,120.00',
        'Masala Dosa,Regular,yes,120.00,135.00',
      );
      // Only the Dosa rows of each sheet: the other items of the branch stay as they are.
      const onlyDosa = (csv: string) => {
        const [header = '', ...rows] = csv.trim().split('\n');
        return [header, ...rows.filter((r) => r.includes(',Dosa,'))].join('\n');
      };
      const partial = sheets.map((f) => ({
        ...f,
        data: onlyDosa(f.filename === 'sizes.csv' ? (sizes ?? '') : f.data),
      }));
      const again = await importFiles(t, owner, branchId, partial, 'dryRun=true');
      expect(again.statusCode, again.body).toBe(200);
      const diff: TImportDiff = again.json();
      expect(diff.counts).toMatchObject({ changed: 1, unchanged: 1, archived: 0 });
      const dosa = diff.changed.find((c) => c.name === 'Masala Dosa');
      expect(dosa?.changes).toEqual(
        expect.arrayContaining([{ field: 'sizes.Regular.price', before: 120, after: 135 }]),
      );
      expect(diff.counts.archived).toBe(0);
    },
    SLOW,
  );

  it('answers 400 with the row of every error and writes nothing', async () => {
    const owner = await signIn(t, 'owner');
    const { branchId } = await createEmptyBranch(t.db, 1, ['owner']);
    const items = [
      'Tab,Category,Sub-category,Item,Description,Food type',
      'EAT,Mains,,Thali,Lunch plate,Vegetarian',
      'EAT,Mains,,Biryani,,Meaty',
      'LUNCH,Mains,,Soup,,Vegetarian',
    ].join('\n');
    const sizes = [
      'Category,Sub-category,Item,Size,Default,Default price,Branch price,Available',
      'Mains,,Thali,Regular,yes,250,,yes',
      'Mains,,Biryani,Regular,yes,abc,,yes',
      'Mains,,Thali,Large,no,299.999,,yes',
      'Mains,,Dal,Regular,yes,100,,yes',
    ].join('\n');
    const before = await t.db.select().from(products).where(eq(products.tenantId, 1));
    const res = await importFiles(t, owner, branchId, [
      { filename: 'items.csv', data: items, type: 'text/csv' },
      { filename: 'sizes.csv', data: sizes, type: 'text/csv' },
    ]);
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual([
      'Items row 3: Food type must be Vegetarian, Non-vegetarian or Eggetarian',
      'Items row 4: Tab must be one of DRINK, EAT, SMOKE',
      'Sizes row 3: Default price must be a number',
      'Sizes row 3: Default price is required',
      "Sizes row 5: no item 'Dal' in 'Mains' on the Items sheet",
    ]);
    // Once the cells are right, the item rules name their rows too.
    const fixed = await importFiles(t, owner, branchId, [
      { filename: 'items.csv', data: items.split('\n').slice(0, 2).join('\n'), type: 'text/csv' },
      {
        filename: 'sizes.csv',
        data: sizes
          .split('\n')
          .filter((_, i) => i !== 2 && i !== 4)
          .join('\n'),
        type: 'text/csv',
      },
    ]);
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Sizes row 3: default price must have at most 2 decimals',
    ]);
    expect(await t.db.select().from(products).where(eq(products.tenantId, 1))).toEqual(before);
  });

  it(
    "imports Square's item library CSV: variations as sizes, alcohol to Drink, archived rows left out",
    async () => {
      const owner = await signIn(t, 'owner');
      const { branchId } = await createEmptyBranch(t.db, 1, ['owner']);
      const data = readFileSync(new URL('./fixtures/square-item-library.csv', import.meta.url));
      const res = await importFiles(t, owner, branchId, [
        { filename: 'export.csv', data, type: 'text/csv' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const diff: TImportDiff = res.json();
      expect(diff.kind).toBe('square');
      expect(diff.added.map((a) => [a.tab, a.category, a.name, a.sizes])).toEqual([
        ['EAT', 'Coffee', 'Cappuccino', 2],
        ['EAT', 'Coffee', 'Cold Brew', 1],
        ['EAT', 'Breakfast', 'Avocado Toast', 1],
        ['EAT', 'Breakfast', 'Masala Omelette', 1],
        ['DRINK', 'Brunch Cocktails', 'Mimosa', 1],
      ]);
      expect(diff.warnings.join('\n')).toMatch(/Milk Options/);
      const cards = cardsOf(await guestMenu(branchId));
      expect(cards.map((c) => c.displayName)).toContain('Cappuccino');
    },
    SLOW,
  );

  it('refuses a waiter (403) and another brand (404) for uploads too', async () => {
    const waiter = await signIn(t, 'waiter');
    const csv = { filename: 'a.csv', data: 'Token,Item Name,Variation Name\n', type: 'text/csv' };
    expect((await importFiles(t, waiter, 1, [csv])).statusCode).toBe(403);
    const owner2 = await signIn(t, 'owner2');
    expect((await importFiles(t, owner2, 1, [csv])).statusCode).toBe(404);
  });
});
