import {
  CATALOGUE_CONFLICT_MESSAGE,
  DUPLICATE_NAME_MESSAGE,
  type TCatalogueItem,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  asUpdate,
  BRANCH,
  call,
  createItem,
  eatCategoryOf,
  guestNames,
  itemBody,
  itemUrl,
  OTHER_BRANCH,
  path,
} from './catalogue-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let category: number;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  category = await eatCategoryOf(t, 1);
});

describe('an item made in the back office', () => {
  it('is created on the branch menu with everything, and the guests see it', async () => {
    const from = t.events.length;
    const item = await createItem(t, manager, itemBody(category, 'Smoked Paneer Tikka'));
    expect(item).toMatchObject({
      name: 'Smoked Paneer Tikka',
      categoryId: category,
      tab: 'EAT',
      tags: ['House special'],
      instructions: ['Less spicy'],
      allergens: [{ allergen: 'MILK', level: 'CONTAINS' }],
      addOnGroup: { min: 1, max: 2 },
      archived: false,
      onMenu: true,
      version: 1,
    });
    expect(item.sizes.map((s) => [s.name, s.defaultPrice, s.price, s.isDefault])).toEqual([
      ['Half', 150, 150, true],
      ['Full', 240.5, 240.5, false],
    ]);
    expect(t.events.slice(from)).toContainEqual({
      room: rooms.price(BRANCH),
      event: 'updatePrice',
      payload: { branchId: BRANCH, reason: 'menu' },
    });
    expect(await guestNames(t, 1, BRANCH)).toContain('Smoked Paneer Tikka');
    // The brand's other branch does not sell it until it puts it on its menu.
    expect(await guestNames(t, 1, OTHER_BRANCH)).not.toContain('Smoked Paneer Tikka');
    const read = await call(t, manager, 'GET', itemUrl(item.id));
    expect(read.json()).toEqual(item);
  });

  it('is saved with sizes kept by id, a removed size archived and a new one added', async () => {
    const item = await createItem(t, manager, itemBody(category, 'Dal Makhani Special'));
    const [half, full] = item.sizes;
    const res = await call(
      t,
      manager,
      'PUT',
      itemUrl(item.id),
      asUpdate(item, {
        name: 'Dal Makhani Royale',
        sizes: [
          { id: full?.id, name: 'Full', price: 260, isDefault: true },
          { name: 'Family', price: 480, isDefault: false },
        ],
        addOnGroup: null,
        tags: ['Chef pick', 'House special'],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved: TCatalogueItem = res.json();
    expect(saved.version).toBe(2);
    expect(saved.name).toBe('Dal Makhani Royale');
    expect(saved.addOnGroup).toBeNull();
    expect(saved.tags).toEqual(['Chef pick', 'House special']);
    const sizes = saved.sizes.map((s) => [s.id === full?.id, s.name, s.archived, s.isDefault]);
    expect(sizes).toEqual([
      [true, 'Full', false, true],
      [false, 'Family', false, false],
      [false, 'Half', true, false],
    ]);
    expect(saved.sizes.find((s) => s.id === half?.id)?.archived).toBe(true);
    const cards = await guestNames(t, 1, BRANCH);
    expect(cards).toContain('Dal Makhani Royale');
    expect(cards).not.toContain('Dal Makhani Special');
  });

  it('is archived (gone from the guest menu) and restored', async () => {
    const item = await createItem(t, manager, itemBody(category, 'Seasonal Soup'));
    const archiveUrl = path(CATALOGUE_ROUTES.itemArchive, { branchId: BRANCH, productId: item.id });
    const archived = await call(t, manager, 'PUT', archiveUrl, { archived: true, version: 1 });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true, version: 2 });
    expect(await guestNames(t, 1, BRANCH)).not.toContain('Seasonal Soup');

    const restored = await call(t, manager, 'PUT', archiveUrl, { archived: false, version: 2 });
    expect(restored.json()).toMatchObject({ archived: false, version: 3 });
    expect(await guestNames(t, 1, BRANCH)).toContain('Seasonal Soup');
  });

  it('answers 409 with the current item when another manager saved first', async () => {
    const item = await createItem(t, manager, itemBody(category, 'Contested Curry'));
    const first = await call(
      t,
      manager,
      'PUT',
      itemUrl(item.id),
      asUpdate(item, { description: 'Mine' }),
    );
    expect(first.statusCode).toBe(200);
    const stale = await call(
      t,
      manager,
      'PUT',
      itemUrl(item.id),
      asUpdate(item, { description: 'Theirs' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: CATALOGUE_CONFLICT_MESSAGE,
      current: { id: item.id, description: 'Mine', version: 2 },
    });
  });
});

describe('a save the catalogue refuses', () => {
  const refused = async (changes: object) => {
    const body = { ...itemBody(category, 'Refused Dish'), ...changes };
    return call(t, manager, 'POST', path(CATALOGUE_ROUTES.items, { branchId: BRANCH }), body);
  };

  it.each([
    [
      'max below min',
      {
        addOnGroup: {
          min: 2,
          max: 1,
          addOns: [
            { name: 'A', price: 1 },
            { name: 'B', price: 1 },
          ],
        },
      },
      'addOnGroup.max: must not be less than min',
    ],
    ['a size without a price', { sizes: [{ name: 'Regular', isDefault: true }] }, 'sizes.0.price'],
    [
      'an add-on group with no add-on',
      { addOnGroup: { min: 0, max: 0, addOns: [] } },
      'addOnGroup.addOns: add at least one add-on',
    ],
    [
      'a price with 3 decimals',
      { sizes: [{ name: 'Regular', price: 12.345, isDefault: true }] },
      'sizes.0.price',
    ],
    ['no size', { sizes: [] }, 'sizes: add at least one size'],
    [
      'two default sizes',
      {
        sizes: [
          { name: 'A', price: 1, isDefault: true },
          { name: 'B', price: 1, isDefault: true },
        ],
      },
      'sizes: mark exactly one size as default',
    ],
    ['a category of nobody', { categoryId: 999_999 }, 'categoryId: no such category'],
    ['an image never uploaded', { imageKey: 'a'.repeat(64) }, 'imageKey: is not an uploaded image'],
    ['a recommendation of nobody', { recommendedIds: [999_999] }, 'recommendedIds: no such item'],
  ])('answers 400 naming the field for %s', async (_what, changes, message) => {
    const res = await refused(changes);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await guestNames(t, 1, BRANCH)).not.toContain('Refused Dish');
  });

  it('answers 409 for a name already in the category, whatever its case', async () => {
    await createItem(t, manager, itemBody(category, 'Twin Dish'));
    const res = await refused({ name: 'twin dish' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`name: ${DUPLICATE_NAME_MESSAGE}`);
  });

  it('answers 400 for a size id of another item', async () => {
    const item = await createItem(t, manager, itemBody(category, 'Size Thief'));
    const other = await createItem(t, manager, itemBody(category, 'Size Owner'));
    const res = await call(
      t,
      manager,
      'PUT',
      itemUrl(item.id),
      asUpdate(item, {
        sizes: [{ id: other.sizes[0]?.id, name: 'Half', price: 1, isDefault: true }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('sizes.0.id: no such size of this item');
  });
});
