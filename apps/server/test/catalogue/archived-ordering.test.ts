import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets, products } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import {
  addItems,
  addOk,
  confirm,
  findSize,
  getOrder,
  itemBody,
  seatNewOrder,
} from '../orders/cart-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import { BRANCH, call, path } from './catalogue-fixture';

// What the back office archives can no longer be ordered, even from a screen loaded before;
// an uploaded photo shows on the cart line too, not only on the menu card.

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

async function archive(productId: number, archived: boolean) {
  const [row] = await t.db.select().from(products).where(eq(products.id, productId));
  const res = await call(
    t,
    manager,
    'PUT',
    path(CATALOGUE_ROUTES.itemArchive, { branchId: BRANCH, productId }),
    { archived, version: row?.version ?? 1 },
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('archived items and ordering', () => {
  it('refuses to add an archived item and marks a cart line of it Out of Stock until restored', async () => {
    const soup = await findSize(t.db, 'Masala Peanut Chaat');
    const guest = await seatNewOrder(t, { tableId: 7 });
    await addOk(t, guest, [itemBody(guest, soup.id)]);

    await archive(soup.productId, true);
    const refused = await addItems(t, guest, [itemBody(guest, soup.id)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/out of stock/);
    const cart = (await getOrder(t, guest)).json();
    const group = cart.orderGroups.find((g: { status: string }) => g.status === 'NEW');
    expect(group.orderItems[0].outOfStock ?? group.orderItems[0].isOutOfStock ?? null).not.toBe(
      false,
    );
    expect((await confirm(t, guest, group.id)).statusCode).toBe(409);

    await archive(soup.productId, false);
    expect((await confirm(t, guest, group.id)).statusCode).toBe(200);
  });

  it("shows an uploaded photo's JPEG on the cart line", async () => {
    const fries = await findSize(t.db, 'Masala Papad');
    const hash = 'a'.repeat(64);
    const [product] = await t.db.select().from(products).where(eq(products.id, fries.productId));
    await t.db.insert(mediaAssets).values({
      tenantId: product?.tenantId ?? 1,
      hash,
      width: 640,
      height: 640,
      variants: [160, 320, 640].map((width) => ({
        key: `${hash}-${width}.jpg`,
        width,
        height: width,
        format: 'jpeg' as const,
        bytes: 1000,
      })),
    });
    await t.db.update(products).set({ imageKey: hash }).where(eq(products.id, fries.productId));
    const guest = await seatNewOrder(t, { tableId: 8 });
    const added = await addOk(t, guest, [itemBody(guest, fries.id)]);
    const line = added.order.orderGroups[0]?.orderItems[0];
    expect(JSON.stringify(line)).toContain(`/media/i/${hash}-320.jpg`);
  });
});
