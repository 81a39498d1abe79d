import { describe, expect, it } from 'vitest';
import { EXAMPLE_MENU } from './examples/example-menu';
import { parseJsonImport, parseUploadedFiles } from './parse-import-file';
import { writeCsv, writeWorkbook } from './spreadsheet/write-tables';

describe('reading an import file', () => {
  it('refuses JSON that is not a menu export, and names the path of a bad field', () => {
    expect(parseJsonImport({ items: [] }).errors[0]?.message).toMatch(/not a menu export/);
    const bad = structuredClone(EXAMPLE_MENU) as unknown as { items: { calories: unknown }[] };
    if (bad.items[2]) bad.items[2].calories = 'lots';
    expect(parseJsonImport(bad).errors.map((e) => e.message)).toEqual([
      'items[2].calories: Invalid input: expected number, received string',
    ]);
  });

  it('creates a category an item names that the list leaves out', () => {
    const doc = structuredClone(EXAMPLE_MENU);
    doc.categories = doc.categories.filter((c) => c.name !== 'Mains');
    const breakfast = doc.categories.find((c) => c.name === 'Breakfast');
    if (breakfast) breakfast.subCategories = [{ name: 'Dosa' }];
    const { menu, errors } = parseJsonImport(doc);
    expect(errors).toEqual([]);
    expect(menu.categories.find((c) => c.name === 'Breakfast')?.subCategories).toEqual([
      { name: 'Dosa' },
      { name: 'Idli & Vada' },
    ]);
    expect(menu.categories.map((c) => c.name)).toContain('Mains');
  });

  it('tells a workbook, template CSVs and an unknown CSV apart', async () => {
    const workbook = await parseUploadedFiles([
      { filename: 'menu.xlsx', data: await writeWorkbook(EXAMPLE_MENU) },
    ]);
    expect(workbook).toMatchObject({ kind: 'xlsx', errors: [] });
    expect(workbook.menu.items).toHaveLength(EXAMPLE_MENU.items.length);
    const csvs = await parseUploadedFiles(
      (['items', 'sizes', 'addons'] as const).map((sheet) => ({
        filename: `${sheet}.csv`,
        data: Buffer.from(writeCsv(EXAMPLE_MENU, sheet)),
      })),
    );
    expect(csvs.menu.items).toEqual(workbook.menu.items);
    const other = await parseUploadedFiles([{ filename: 'x.csv', data: Buffer.from('a,b\n1,2') }]);
    expect(other.errors[0]?.message).toMatch(/x.csv: the header row is neither/);
  });
});
