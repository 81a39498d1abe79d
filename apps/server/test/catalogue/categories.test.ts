import {
  DUPLICATE_NAME_MESSAGE,
  type TCatalogueCategory,
  type TCatalogueResponse,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  BRANCH,
  call,
  createItem,
  guestCards,
  guestNames,
  itemBody,
  OTHER_BRANCH,
  path,
} from './catalogue-fixture';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

const categoriesUrl = path(CATALOGUE_ROUTES.categories, { branchId: BRANCH });
const categoryUrl = (categoryId: number) =>
  path(CATALOGUE_ROUTES.category, { branchId: BRANCH, categoryId });
const archiveUrl = (categoryId: number) =>
  path(CATALOGUE_ROUTES.categoryArchive, { branchId: BRANCH, categoryId });

async function newCategory(body: object): Promise<TCatalogueCategory> {
  const res = await call(t, manager, 'POST', categoriesUrl, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function catalogue(): Promise<TCatalogueResponse> {
  return (
    await call(t, manager, 'GET', path(CATALOGUE_ROUTES.catalogue, { branchId: BRANCH }))
  ).json();
}

describe('categories', () => {
  it('are created, with a sub-category, renamed, and shown to guests once they hold an item', async () => {
    const top = await newCategory({ tab: 'EAT', name: 'Street Food' });
    expect(top).toMatchObject({
      tab: 'EAT',
      parentId: null,
      archived: false,
      itemCount: 0,
      version: 1,
    });
    const sub = await newCategory({ tab: 'EAT', name: 'Chaat', parentId: top.id });
    expect(sub.parentId).toBe(top.id);
    await createItem(t, manager, itemBody(sub.id, 'Pani Puri'));

    const renamed = await call(t, manager, 'PATCH', categoryUrl(top.id), {
      name: 'Street Eats',
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Street Eats', version: 2 });
    const stale = await call(t, manager, 'PATCH', categoryUrl(top.id), {
      name: 'Late',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Street Eats', version: 2 });

    const menu = await t.app.inject({
      method: 'GET',
      url: `/v1/menuItemMaster/public/menu-item-grouped-category?branchId=${BRANCH}`,
      headers: { 'x-tenant': '1' },
    });
    const street = menu
      .json()
      .find((c: { categoryName: string }) => c.categoryName === 'Street Eats');
    expect(street.subCategories[0]).toMatchObject({ categoryName: 'Chaat' });
    const cat = await catalogue();
    expect(cat.categories.find((c) => c.id === sub.id)?.itemCount).toBe(1);
  });

  it('refuses a sub-category of a sub-category, of another tab, and a duplicate name', async () => {
    const top = await newCategory({ tab: 'DRINK', name: 'Coolers' });
    const sub = await newCategory({ tab: 'DRINK', name: 'Lemonades', parentId: top.id });
    const deep = await call(t, manager, 'POST', categoriesUrl, {
      tab: 'DRINK',
      name: 'X',
      parentId: sub.id,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('parentId: must be a top-level category of the same tab');
    const otherTab = await call(t, manager, 'POST', categoriesUrl, {
      tab: 'EAT',
      name: 'X',
      parentId: top.id,
    });
    expect(otherTab.statusCode).toBe(400);
    const twin = await call(t, manager, 'POST', categoriesUrl, { tab: 'DRINK', name: 'coolers' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(`name: ${DUPLICATE_NAME_MESSAGE}`);
    const empty = await call(t, manager, 'POST', categoriesUrl, { tab: 'DRINK', name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^name: /);
  });

  it('archived, hide their items (and their sub-categories) from guests at every branch; restored, show them again', async () => {
    const top = await newCategory({ tab: 'EAT', name: 'Pop-up' });
    const sub = await newCategory({ tab: 'EAT', name: 'Pop-up Sweets', parentId: top.id });
    await createItem(t, manager, itemBody(top.id, 'Pop-up Burger'));
    await createItem(t, manager, itemBody(sub.id, 'Pop-up Kulfi'));
    const from = t.events.length;
    const archived = await call(t, manager, 'PUT', archiveUrl(top.id), {
      archived: true,
      version: 1,
    });
    expect(archived.json()).toMatchObject({ archived: true, version: 2 });
    const names = await guestNames(t, 1, BRANCH);
    expect(names).not.toContain('Pop-up Burger');
    expect(names).not.toContain('Pop-up Kulfi');
    const told = t.events
      .slice(from)
      .filter((e) => e.event === 'updatePrice')
      .map((e) => e.room);
    expect(told).toEqual([rooms.price(BRANCH), rooms.price(OTHER_BRANCH)]);
    // A new item cannot go into an archived category.
    const into = await call(
      t,
      manager,
      'POST',
      path(CATALOGUE_ROUTES.items, { branchId: BRANCH }),
      itemBody(top.id, 'Late Burger'),
    );
    expect(into.statusCode).toBe(400);

    await call(t, manager, 'PUT', archiveUrl(top.id), { archived: false, version: 2 });
    const back = await guestNames(t, 1, BRANCH);
    expect(back).toEqual(expect.arrayContaining(['Pop-up Burger', 'Pop-up Kulfi']));
  });

  it('are reordered by drag, and so are the items of a category', async () => {
    const a = await newCategory({ tab: 'SMOKE', name: 'Order A' });
    const b = await newCategory({ tab: 'SMOKE', name: 'Order B' });
    const first = await createItem(t, manager, itemBody(a.id, 'Order Item 1'));
    const second = await createItem(t, manager, itemBody(a.id, 'Order Item 2'));
    const smokeTop = (await catalogue()).categories
      .filter((c) => c.tab === 'SMOKE' && c.parentId === null)
      .map((c) => c.id);
    const reordered = [b.id, ...smokeTop.filter((id) => id !== b.id)];
    const res = await call(
      t,
      manager,
      'PUT',
      path(CATALOGUE_ROUTES.categoryOrder, { branchId: BRANCH }),
      {
        tab: 'SMOKE',
        parentId: null,
        orderedIds: reordered,
      },
    );
    expect(res.statusCode, res.body).toBe(204);
    const after = (await catalogue()).categories
      .filter((c) => c.tab === 'SMOKE' && c.parentId === null)
      .map((c) => c.id);
    expect(after).toEqual(reordered);

    const items = await call(
      t,
      manager,
      'PUT',
      path(CATALOGUE_ROUTES.itemOrder, { branchId: BRANCH }),
      {
        categoryId: a.id,
        orderedIds: [second.id, first.id],
      },
    );
    expect(items.statusCode).toBe(204);
    const cards = (await guestCards(t, 1, BRANCH)).map((c) => c.displayName);
    expect(cards.indexOf('Order Item 2')).toBeLessThan(cards.indexOf('Order Item 1'));

    const stranger = await call(
      t,
      manager,
      'PUT',
      path(CATALOGUE_ROUTES.itemOrder, { branchId: BRANCH }),
      {
        categoryId: b.id,
        orderedIds: [first.id],
      },
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('orderedIds.0: is not in this list');
  });
});
