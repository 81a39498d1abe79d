import { describe, expect, it } from 'vitest';
import { checkSelection, importBody, importUrl } from './import-request';

const file = (name: string, text = 'x', type = '') => new File([text], name, { type });

describe('import request', () => {
  it('sends one JSON export as the JSON body', async () => {
    const { body, json } = await importBody([file('menu.json', '{"a":1}')]);
    expect(json).toBe(true);
    expect(body).toBe('{"a":1}');
  });

  it('sends spreadsheets as multipart, every file in the field "file"', async () => {
    const { body, json } = await importBody([file('items.csv'), file('sizes.csv')]);
    expect(json).toBe(false);
    expect((body as FormData).getAll('file')).toHaveLength(2);
  });

  it('allows one JSON or workbook, or up to three CSVs', () => {
    expect(checkSelection([file('a.xlsx')])).toBeNull();
    expect(checkSelection([file('a.csv'), file('b.csv'), file('c.csv')])).toBeNull();
    expect(checkSelection([file('a.csv'), file('b.xlsx')])).toMatch(/on its own/);
    expect(checkSelection([file('a.pdf')])).toMatch(/Choose a JSON/);
    expect(checkSelection([])).toBe('Choose a file to import');
  });

  it('puts the branch and flags in the URL', () => {
    expect(importUrl(4, { dryRun: true, archiveMissing: false })).toBe(
      '/v1/staff/branches/4/menu/import?dryRun=true&archiveMissing=false',
    );
  });
});
