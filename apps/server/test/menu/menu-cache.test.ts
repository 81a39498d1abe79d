// The guest menu answered from memory (decision 0015): revalidation with ETags, the codings,
// and that no change of the menu, by any writer on any process, leaves a guest with old data.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TMenuCategory, TMenuProduct } from '@tableside/shared/contract/menu';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuVersions, products } from '../../src/db/schema/index';
import { branchRow, putSize } from '../catalogue/branch-fixture';
import { createItem, eatCategoryOf, itemBody } from '../catalogue/catalogue-fixture';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app';
import { addOk, itemBody as cartItem, findSize, seatNewOrder } from '../orders/cart-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import { cardsOf, MENU_URL, productIdByName } from './menu-fixtures';

const t = useTestApp();
let manager: Record<string, string>;
beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

const BROWSER = 'gzip, deflate, br, zstd';

interface Call {
  branchId?: number;
  tenantId?: number;
  query?: string;
  acceptEncoding?: string;
  etag?: string;
  app?: TestApp;
}

function get({ branchId = 1, tenantId = 1, query = '', acceptEncoding, etag, app = t }: Call) {
  return app.app.inject({
    method: 'GET',
    url: `${MENU_URL}?branchId=${branchId}${query}`,
    headers: {
      'x-tenant': String(tenantId),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(etag ? { 'if-none-match': etag } : {}),
    },
  });
}

type Answer = Awaited<ReturnType<typeof get>>;

/** The JSON a browser reads out of the answer, whatever its coding. */
function decoded(res: Answer): TMenuCategory[] {
  const coding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const bytes =
    coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(bytes.toString('utf8'));
}

async function menuOf(call: Call = {}): Promise<{ etag: string; cards: TMenuProduct[] }> {
  const res = await get({ acceptEncoding: BROWSER, ...call });
  expect(res.statusCode, res.body).toBe(200);
  return { etag: String(res.headers.etag), cards: cardsOf(decoded(res)) };
}

const card = (cards: TMenuProduct[], name: string) => {
  const found = cards.find((c) => c.displayName === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
};
const sizeOf = (cards: TMenuProduct[], menuItemId: number) =>
  cards.flatMap((c) => c.menuItems).find((m) => m.menuItemMasterId === menuItemId)?.branchSettings;

const versionOf = async (tenantId: number) => {
  const [row] = await t.db
    .select({ version: menuVersions.version })
    .from(menuVersions)
    .where(eq(menuVersions.tenantId, tenantId));
  return row?.version ?? 0;
};

describe('guest menu: revalidation and codings', () => {
  it('answers a repeat call 304 without a body while the menu is unchanged', async () => {
    const first = await get({ acceptEncoding: BROWSER });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding, x-tenant');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);

    const again = await get({ acceptEncoding: BROWSER, etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const stranger = await get({ acceptEncoding: BROWSER, etag: '"something-else"' });
    expect(stranger.statusCode).toBe(200);
  });

  it('sends brotli, gzip or plain JSON as asked, all the same menu', async () => {
    const plain = await get({});
    const gzip = await get({ acceptEncoding: 'gzip, deflate' });
    const br = await get({ acceptEncoding: 'br;q=1, gzip;q=0.5' });
    const preferGzip = await get({ acceptEncoding: 'br;q=0.2, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(preferGzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const menu = plain.json() as TMenuCategory[];
    expect(cardsOf(menu).length).toBeGreaterThan(20);
    expect(decoded(gzip)).toEqual(menu);
    expect(decoded(br)).toEqual(menu);
    // One ETag per coding; any of them revalidates, as the content is the same.
    const tags = [plain, gzip, br].map((res) => String(res.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const etag of tags) expect((await get({ etag })).statusCode).toBe(304);
  });
});

describe('guest menu: a change shows at the next call', () => {
  it("a branch price, a size '86'd and a new item each give new data and a new ETag", async () => {
    const fries = await findSize(t.db, 'Peri Peri Fries');
    const before = await menuOf();
    expect(sizeOf(before.cards, fries.id)).toMatchObject({ price: 220, isAvailable: true });

    expect((await putSize(t, manager, fries.id, { price: 235 })).statusCode).toBe(200);
    const priced = await menuOf({ etag: before.etag });
    expect(priced.etag).not.toBe(before.etag);
    expect(sizeOf(priced.cards, fries.id)?.price).toBe(235);

    expect((await putSize(t, manager, fries.id, { available: false })).statusCode).toBe(200);
    const soldOut = await menuOf({ etag: priced.etag });
    expect(sizeOf(soldOut.cards, fries.id)?.isAvailable).toBe(false);

    const categoryId = await eatCategoryOf(t, 1);
    await createItem(t, manager, itemBody(categoryId, 'Charred Corn Cob'));
    const added = await menuOf({ etag: soldOut.etag });
    expect(card(added.cards, 'Charred Corn Cob').menuItems).toHaveLength(2);
    expect(new Set([before.etag, priced.etag, soldOut.etag, added.etag]).size).toBe(4);
  });

  it('a write made straight in the database shows too (the triggers catch every writer)', async () => {
    const before = await menuOf();
    const nachos = await productIdByName(t.db, 1, 'Loaded Nachos');
    await t.db
      .update(products)
      .set({ description: 'Now with black beans' })
      .where(eq(products.id, nachos));
    const after = await menuOf({ etag: before.etag });
    expect(card(after.cards, 'Loaded Nachos').description).toBe('Now with black beans');
  });

  it('a snooze that ends changes the menu by itself, with no write', async () => {
    const chai = await findSize(t.db, 'Masala Chai');
    await t.db.execute(
      sql`update branch_menu_items set snoozed_until = now() + interval '3 seconds'
          where branch_id = 1 and menu_item_id = ${chai.id}`,
    );
    const snoozed = await menuOf();
    expect(sizeOf(snoozed.cards, chai.id)?.isAvailable).toBe(false);
    const version = await versionOf(1);
    const { snoozedUntil } = (await branchRow(t, chai.id)) ?? {};
    await new Promise((resolve) =>
      setTimeout(resolve, (snoozedUntil?.getTime() ?? 0) - Date.now() + 300),
    );
    const back = await menuOf({ etag: snoozed.etag });
    expect(sizeOf(back.cards, chai.id)?.isAvailable).toBe(true);
    expect(await versionOf(1)).toBe(version);
  });

  it('a write through one server process is seen at once by another', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      const masala = await findSize(t.db, 'Masala Papad');
      const before = await menuOf({ app: other });
      expect(sizeOf(before.cards, masala.id)?.price).not.toBe(99);
      expect((await putSize(t, manager, masala.id, { price: 99 })).statusCode).toBe(200);
      const after = await menuOf({ app: other, etag: before.etag });
      expect(sizeOf(after.cards, masala.id)?.price).toBe(99);
    } finally {
      await other.close();
    }
  });
});

describe('guest menu: each branch and query its own', () => {
  it("a change at one branch leaves another branch's ETag good", async () => {
    const kulfi = await findSize(t.db, 'Matka Kulfi');
    const here = await menuOf({ branchId: 1 });
    const there = await menuOf({ branchId: 2 });
    expect(here.etag).not.toBe(there.etag);
    expect((await putSize(t, manager, kulfi.id, { price: 195 })).statusCode).toBe(200);
    expect((await get({ branchId: 2, acceptEncoding: BROWSER, etag: there.etag })).statusCode).toBe(
      304,
    );
    const changed = await menuOf({ branchId: 1, etag: here.etag });
    expect(sizeOf(changed.cards, kulfi.id)?.price).toBe(195);
    expect(sizeOf((await menuOf({ branchId: 2 })).cards, kulfi.id)?.price).toBe(180);
  });

  it("refuses another brand's X-Tenant even when the menu is in memory", async () => {
    expect((await get({ branchId: 1, tenantId: 1 })).statusCode).toBe(200);
    expect((await get({ branchId: 1, tenantId: 2 })).statusCode).toBe(403);
    expect((await get({ branchId: 3, tenantId: 2 })).statusCode).toBe(200);
    expect((await get({ branchId: 3, tenantId: 1 })).statusCode).toBe(403);
    expect((await get({ branchId: 999, tenantId: 1 })).statusCode).toBe(404);
  });

  it('keeps a tab and a food filter apart from the whole menu', async () => {
    const whole = await menuOf({});
    const drinks = await menuOf({ query: '&tab=DRINK' });
    const veg = await menuOf({ query: '&tab=EAT&foodTypes=VEGETARIAN' });
    expect(new Set([whole.etag, drinks.etag, veg.etag]).size).toBe(3);
    expect(drinks.cards.every((c) => c.tab === 'DRINK')).toBe(true);
    expect(veg.cards.every((c) => c.tab === 'EAT' && c.foodType === 'VEGETARIAN')).toBe(true);
    expect(veg.cards.length).toBeLessThan(whole.cards.length);
  });
});

describe('menu_versions', () => {
  it('goes up once per committed catalogue transaction, not for a rolled back one or a cart write', async () => {
    const start = await versionOf(1);
    const otherBrand = await versionOf(2);
    const ids = (
      await t.db.select({ id: products.id }).from(products).where(eq(products.tenantId, 1))
    ).map((r) => r.id);
    await t.db.transaction(async (tx) => {
      for (const id of ids.slice(0, 3)) {
        await tx.update(products).set({ calories: 100 }).where(eq(products.id, id));
      }
    });
    expect(await versionOf(1)).toBe(start + 1);
    await t.db.update(products).set({ calories: 200 }).where(eq(products.id, ids[0]!));
    expect(await versionOf(1)).toBe(start + 2);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(products).set({ calories: 300 }).where(eq(products.id, ids[0]!));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versionOf(1)).toBe(start + 2);

    const guest = await seatNewOrder(t, { tableId: 6 });
    const chai = await findSize(t.db, 'Masala Chai');
    await addOk(t, guest, [cartItem(guest, chai.id)]);
    expect(await versionOf(1)).toBe(start + 2);
    expect(await versionOf(2)).toBe(otherBrand);
  });
});
