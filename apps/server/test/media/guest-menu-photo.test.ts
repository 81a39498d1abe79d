import type { TMenuCategory } from '@tableside/shared/contract/menu';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { cardsOf, MENU_URL, tenantHeaders } from '../menu/menu-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';
import { jpegWithGps, tempDataDir, upload } from './media-fixture';

const t = useTestApp({ env: { DATA_DIR: tempDataDir() } });
let photo: { imageKey: string; url: string; srcset: string; avifSrcset: string };
let productId: number;

beforeAll(async () => {
  const res = await upload(t, await signIn(t, 'manager'), await jpegWithGps(4));
  expect(res.statusCode, res.body).toBe(200);
  photo = res.json();
  const [first] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.tenantId, DEMO.tenantId))
    .limit(1);
  if (!first) throw new Error('demo has no products');
  productId = first.id;
  await t.db.update(products).set({ imageKey: photo.imageKey }).where(eq(products.id, productId));
});

async function imagesOf(tenantId: number, branchId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${MENU_URL}?branchId=${branchId}`,
    headers: tenantHeaders(tenantId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(
    cardsOf(res.json() as TMenuCategory[]).map((c) => [c.productMaster.id, c.productMaster.images]),
  );
}

describe('the guest menu and uploaded photos', () => {
  it('gives a product with a photo its srcsets and the JPEG as url', async () => {
    const images = await imagesOf(DEMO.tenantId, DEMO.branchId);
    expect(images.get(productId)).toEqual([
      { url: photo.url, srcset: photo.srcset, avifSrcset: photo.avifSrcset },
    ]);
    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
  });

  it('leaves products without a photo as they were (the demo drawing, no srcset)', async () => {
    const images = await imagesOf(DEMO.tenantId, DEMO.branchId);
    const others = [...images].filter(([id]) => id !== productId).map(([, list]) => list);
    expect(others.length).toBeGreaterThan(0);
    for (const list of others) {
      for (const image of list) {
        expect(image.srcset).toBeUndefined();
        expect(image.url).toMatch(/^\/media\/menu\//);
      }
    }
  });

  it("never shows one brand's photo on another brand's product with the same key", async () => {
    const [foreign] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.tenantId, DEMO.otherTenantId))
      .limit(1);
    if (!foreign) throw new Error('second brand has no products');
    await t.db
      .update(products)
      .set({ imageKey: photo.imageKey })
      .where(eq(products.id, foreign.id));
    const images = await imagesOf(DEMO.otherTenantId, DEMO.otherTenantBranchId);
    expect(images.get(foreign.id)?.[0]?.srcset).toBeUndefined();
  });
});
