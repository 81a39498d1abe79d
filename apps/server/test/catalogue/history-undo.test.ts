import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import {
  CATALOGUE_ROUTES,
  type TCatalogueChange,
} from '@tableside/shared/contract/catalogue-extras';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_UNDOABLE_MESSAGE } from '../../src/services/catalogue/undo-change';
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
  path,
} from './catalogue-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let manager2: Record<string, string>;
let category: number;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  manager2 = await signIn(t, 'manager2');
  category = await eatCategoryOf(t, 1);
});

async function history(query = ''): Promise<TCatalogueChange[]> {
  const res = await call(
    t,
    manager,
    'GET',
    `${path(CATALOGUE_ROUTES.history, { branchId: BRANCH })}${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().changes;
}

const undo = (changeId: number) =>
  call(t, manager, 'POST', path(CATALOGUE_ROUTES.undo, { branchId: BRANCH, changeId }));

describe('catalogue history', () => {
  it("lists an item's changes newest first, who made them, and what can be undone", async () => {
    const item = await createItem(t, manager, itemBody(category, 'History Dosa'));
    const saved = await call(
      t,
      manager,
      'PUT',
      itemUrl(item.id),
      asUpdate(item, {
        sizes: [
          { id: item.sizes[0]?.id, name: 'Half', price: 175, isDefault: true },
          { id: item.sizes[1]?.id, name: 'Full', price: 240.5, isDefault: false },
        ],
      }),
    );
    const archiveUrl = path(CATALOGUE_ROUTES.itemArchive, { branchId: BRANCH, productId: item.id });
    await call(t, manager, 'PUT', archiveUrl, { archived: true, version: saved.json().version });

    const changes = await history(`?productId=${item.id}`);
    expect(changes.map((c) => [c.action, c.undoable, c.undone])).toEqual([
      ['catalogue.item.archive', true, false],
      ['catalogue.item.update', false, false],
      ['catalogue.item.create', false, false],
    ]);
    expect(changes[0]).toMatchObject({
      staffName: 'Meera (Manager)',
      entity: 'product',
      entityId: String(item.id),
      summary: 'Archived History Dosa',
    });
    expect(changes[1]?.summary).toBe('History Dosa: Price of History Dosa (Half) 150 → 175');
    const before = changes[1]?.before as TCatalogueItem;
    expect(before.sizes[0]?.defaultPrice).toBe(150);

    // Undo the archive: the item is back for guests, and the undo is itself a change.
    const undone = await undo(changes[0]?.id ?? 0);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ action: 'catalogue.item.restore', undoable: true });
    expect(await guestNames(t, 1, BRANCH)).toContain('History Dosa');
    const after = await history(`?productId=${item.id}`);
    expect(after[1]).toMatchObject({
      action: 'catalogue.item.archive',
      undone: true,
      undoable: false,
    });

    // The update was overtaken by later changes: 409, nothing written.
    const refused = await undo(changes[1]?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOT_UNDOABLE_MESSAGE);
    expect((await history(`?productId=${item.id}`)).length).toBe(4);
  });

  it('undoes a price change: the default and the branches following it go back', async () => {
    const item = await createItem(t, manager, itemBody(category, 'Undo Uttapam'));
    await call(
      t,
      manager,
      'PUT',
      itemUrl(item.id),
      asUpdate(item, {
        name: 'Undo Uttapam Deluxe',
        sizes: [{ id: item.sizes[0]?.id, name: 'Half', price: 199, isDefault: true }],
      }),
    );
    const [change] = await history(`?productId=${item.id}`);
    const res = await undo(change?.id ?? 0);
    expect(res.statusCode, res.body).toBe(200);
    const back: TCatalogueItem = (await call(t, manager, 'GET', itemUrl(item.id))).json();
    expect(back.name).toBe('Undo Uttapam');
    expect(back.sizes.map((s) => [s.name, s.defaultPrice, s.price, s.archived])).toEqual([
      ['Half', 150, 150, false],
      ['Full', 240.5, 240.5, false],
    ]);
  });

  it('undoes a category rename and an archive', async () => {
    const created = await call(
      t,
      manager,
      'POST',
      path(CATALOGUE_ROUTES.categories, { branchId: BRANCH }),
      {
        tab: 'EAT',
        name: 'Undo Corner',
      },
    );
    const category = created.json();
    const url = path(CATALOGUE_ROUTES.category, { branchId: BRANCH, categoryId: category.id });
    await call(t, manager, 'PATCH', url, { name: 'Renamed Corner', version: 1 });
    const [rename] = await history();
    expect(rename).toMatchObject({
      action: 'catalogue.category.rename',
      summary: 'Renamed category Undo Corner → Renamed Corner',
      undoable: true,
    });
    expect((await undo(rename?.id ?? 0)).json()).toMatchObject({
      action: 'catalogue.category.rename',
    });
    const archiveUrl = path(CATALOGUE_ROUTES.categoryArchive, {
      branchId: BRANCH,
      categoryId: category.id,
    });
    await call(t, manager, 'PUT', archiveUrl, { archived: true, version: 3 });
    const [archive] = await history();
    const restored = await undo(archive?.id ?? 0);
    expect(restored.json()).toMatchObject({ action: 'catalogue.category.restore' });
    const read = await call(
      t,
      manager,
      'GET',
      path(CATALOGUE_ROUTES.catalogue, { branchId: BRANCH }),
    );
    const now = read.json().categories.find((c: { id: number }) => c.id === category.id);
    expect(now).toMatchObject({ name: 'Undo Corner', archived: false, version: 5 });
  });

  it("never shows or undoes another brand's changes", async () => {
    const [ours] = await history();
    const res = await call(t, manager2, 'GET', path(CATALOGUE_ROUTES.history, { branchId: 3 }));
    expect(res.json().changes.map((c: TCatalogueChange) => c.id)).not.toContain(ours?.id);
    const steal = await call(
      t,
      manager2,
      'POST',
      path(CATALOGUE_ROUTES.undo, { branchId: 3, changeId: ours?.id ?? 0 }),
    );
    expect(steal.statusCode).toBe(404);
  });
});
