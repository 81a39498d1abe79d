import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffUserBranches } from '../../src/db/schema/index';
import { NOT_AT_BRANCH_MESSAGE } from '../../src/http/staff-auth';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';
import {
  asUpdate,
  BRANCH,
  call,
  createItem,
  eatCategoryOf,
  itemBody,
  itemUrl,
  OTHER_BRANCH,
  OTHER_TENANT_BRANCH,
  path,
} from './catalogue-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let waiter: Record<string, string>;
let manager2: Record<string, string>;
let category: number;
let category2: number;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  waiter = await signIn(t, 'waiter');
  manager2 = await signIn(t, 'manager2');
  category = await eatCategoryOf(t, 1);
  category2 = await eatCategoryOf(t, 2);
});

describe('who may edit the catalogue', () => {
  it('refuses a waiter (403) on reads and writes, and writes nothing', async () => {
    const read = await call(
      t,
      waiter,
      'GET',
      path(CATALOGUE_ROUTES.catalogue, { branchId: BRANCH }),
    );
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(notAllowedMessage('editMenu'));
    const write = await call(
      t,
      waiter,
      'POST',
      path(CATALOGUE_ROUTES.items, { branchId: BRANCH }),
      itemBody(category, 'Waiter Special'),
    );
    expect(write.statusCode).toBe(403);
    const catalogue = await call(
      t,
      manager,
      'GET',
      path(CATALOGUE_ROUTES.catalogue, { branchId: BRANCH }),
    );
    expect(catalogue.json().items.map((i: { name: string }) => i.name)).not.toContain(
      'Waiter Special',
    );
  });

  it('refuses a manager at a branch of the brand he is not assigned to (403)', async () => {
    await t.db
      .delete(staffUserBranches)
      .where(
        and(
          eq(staffUserBranches.staffUserId, DEMO.staff.manager),
          eq(staffUserBranches.branchId, OTHER_BRANCH),
        ),
      );
    const res = await call(
      t,
      manager,
      'GET',
      path(CATALOGUE_ROUTES.catalogue, { branchId: OTHER_BRANCH }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_AT_BRANCH_MESSAGE);
  });

  it("answers 404 for another brand's branch", async () => {
    const res = await call(
      t,
      manager,
      'GET',
      path(CATALOGUE_ROUTES.catalogue, { branchId: OTHER_TENANT_BRANCH }),
    );
    expect(res.statusCode).toBe(404);
  });

  it("answers 404 for brand 2's item and category through brand 1's branch, and back", async () => {
    const theirs = await createItem(
      t,
      manager2,
      itemBody(category2, 'Brand Two Dish'),
      OTHER_TENANT_BRANCH,
    );
    const ours = await createItem(t, manager, itemBody(category, 'Brand One Dish'));

    expect((await call(t, manager, 'GET', itemUrl(theirs.id))).statusCode).toBe(404);
    const save = await call(
      t,
      manager,
      'PUT',
      itemUrl(theirs.id),
      asUpdate(theirs, { name: 'Stolen' }),
    );
    expect(save.statusCode).toBe(404);
    const archive = await call(
      t,
      manager,
      'PUT',
      path(CATALOGUE_ROUTES.itemArchive, { branchId: BRANCH, productId: theirs.id }),
      { archived: true, version: 1 },
    );
    expect(archive.statusCode).toBe(404);
    const rename = await call(
      t,
      manager,
      'PATCH',
      path(CATALOGUE_ROUTES.category, { branchId: BRANCH, categoryId: category2 }),
      { name: 'Taken', version: 1 },
    );
    expect(rename.statusCode).toBe(404);
    // An item of ours cannot be put into their category either.
    const move = await call(
      t,
      manager,
      'PUT',
      itemUrl(ours.id),
      asUpdate(ours, { categoryId: category2 }),
    );
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe('categoryId: no such category');
    // Nor recommend their item.
    const recommend = await call(
      t,
      manager,
      'PUT',
      itemUrl(ours.id),
      asUpdate(ours, { recommendedIds: [theirs.id] }),
    );
    expect(recommend.statusCode).toBe(400);

    const back = await call(t, manager2, 'GET', itemUrl(ours.id, OTHER_TENANT_BRANCH));
    expect(back.statusCode).toBe(404);
    const mine = await call(t, manager2, 'GET', itemUrl(theirs.id, OTHER_TENANT_BRANCH));
    expect(mine.json()).toMatchObject({ name: 'Brand Two Dish', version: 1 });
  });
});
