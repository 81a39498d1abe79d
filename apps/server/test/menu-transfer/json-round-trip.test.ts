import type { TImportDiff, TMenuExport } from '@tableside/shared/contract/menu-transfer';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { createEmptyBranch, exportMenu, importJson } from './transfer-fixture';

const t = useTestApp();
// Each import saves a hundred items through the catalogue writes: slow on in-process PGlite.
const SLOW = 180_000;

const menuOf = (doc: TMenuExport) => ({ categories: doc.categories, items: doc.items });

async function exported(headers: Record<string, string>, branchId: number): Promise<TMenuExport> {
  const res = await exportMenu(t, headers, branchId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.json"/);
  return res.json();
}

describe('JSON export and import', () => {
  it('exports the whole branch menu as a versioned document', async () => {
    const owner = await signIn(t, 'owner');
    const doc = await exported(owner, 1);
    expect(doc.format).toBe('tableside.menu');
    expect(doc.version).toBe(1);
    expect(doc.items.length).toBeGreaterThan(20);
    const withAddOns = doc.items.find((i) => i.addOnGroup !== null);
    expect(withAddOns?.addOnGroup?.addOns.length).toBeGreaterThan(0);
    expect(doc.items.some((i) => i.recommendations.length > 0)).toBe(true);
    expect(doc.items.some((i) => i.sizes.some((s) => !s.available))).toBe(true);
  });

  it(
    'round-trips into an empty branch of the same brand: the export is identical',
    async () => {
      const owner = await signIn(t, 'owner');
      const a = await exported(owner, 1);
      const { branchId } = await createEmptyBranch(t.db, 1, ['owner']);
      const res = await importJson(t, owner, branchId, a);
      expect(res.statusCode, res.body).toBe(200);
      const diff: TImportDiff = res.json();
      expect(diff.applied).toBe(true);
      expect(diff.counts.added).toBe(a.items.length);
      expect(menuOf(await exported(owner, branchId))).toEqual(menuOf(a));
      // A second import of the same file changes nothing.
      const again = await importJson(t, owner, branchId, a, 'dryRun=true');
      expect(again.json().counts).toMatchObject({ added: 0, changed: 0, archived: 0 });
    },
    SLOW,
  );

  it(
    'round-trips into an empty branch of another brand',
    async () => {
      const owner = await signIn(t, 'owner');
      const a = await exported(owner, 1);
      const owner2 = await signIn(t, 'owner2');
      const { branchId } = await createEmptyBranch(t.db, 2, ['owner2']);
      const res = await importJson(t, owner2, branchId, a);
      expect(res.statusCode, res.body).toBe(200);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'menu.import'));
      expect(audits.at(-1)).toMatchObject({
        tenantId: 2,
        entity: 'branch',
        entityId: String(branchId),
      });
      expect(menuOf(await exported(owner2, branchId))).toEqual(menuOf(a));
    },
    SLOW,
  );

  it('a dry run answers the diff and writes nothing', async () => {
    const owner = await signIn(t, 'owner');
    const a = await exported(owner, 1);
    const changed = structuredClone(a);
    const first = changed.items[0];
    if (!first?.sizes[0]) throw new Error('no item');
    first.sizes[0].price += 10;
    first.description = 'A new description';
    changed.items.pop();
    const before = await t.db.select().from(products).orderBy(products.id);
    const res = await importJson(t, owner, 1, changed, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const diff: TImportDiff = res.json();
    expect(diff).toMatchObject({ dryRun: true, applied: false });
    expect(diff.counts).toMatchObject({ added: 0, changed: 1, archived: 1 });
    const fields = diff.changed[0]?.changes.map((c) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining(['description', `sizes.${first.sizes[0].name}.price`]),
    );
    expect(await t.db.select().from(products).orderBy(products.id)).toEqual(before);
    expect(menuOf(await exported(owner, 1))).toEqual(menuOf(a));
  });

  it('answers 400 with every error of the document and writes nothing', async () => {
    const owner = await signIn(t, 'owner');
    const a = await exported(owner, 1);
    const bad = structuredClone(a);
    const [x, y] = bad.items;
    if (!x?.sizes[0] || !y) throw new Error('no items');
    x.sizes[0].defaultPrice = 10.555;
    y.name = '';
    const res = await importJson(t, owner, 1, bad, 'dryRun=false');
    expect(res.statusCode).toBe(400);
    const messages: string[] = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'items[0].sizes[0].defaultPrice: must have at most 2 decimals',
        expect.stringMatching(/^items\[1\]\.name: /),
      ]),
    );
    expect(menuOf(await exported(owner, 1))).toEqual(menuOf(a));
  });

  it('answers 400 for an item the editor would refuse, naming the item', async () => {
    const owner = await signIn(t, 'owner');
    const a = await exported(owner, 1);
    const bad = structuredClone(a);
    const [, y, z] = bad.items;
    if (!y || !z) throw new Error('no items');
    y.addOnGroup = { min: 3, max: 1, addOns: [{ name: 'A', price: 1, autoSelect: false }] };
    z.recommendations = ['No Such Dish'];
    const res = await importJson(t, owner, 1, bad, 'dryRun=false');
    expect(res.statusCode).toBe(400);
    const messages: string[] = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'items[1]: addOnGroup.max must not be less than min',
        "items[2]: recommends 'No Such Dish', which is not in the file or on the menu",
      ]),
    );
  });

  it("refuses a waiter (403) and another brand's branch (404)", async () => {
    const waiter = await signIn(t, 'waiter');
    expect((await exportMenu(t, waiter, 1)).statusCode).toBe(403);
    expect((await importJson(t, waiter, 1, {})).statusCode).toBe(403);
    const owner2 = await signIn(t, 'owner2');
    expect((await exportMenu(t, owner2, 1)).statusCode).toBe(404);
    expect((await importJson(t, owner2, 1, {})).statusCode).toBe(404);
  });
});
