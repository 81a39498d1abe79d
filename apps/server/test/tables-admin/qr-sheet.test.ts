import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TABLES_ADMIN_ROUTES, type TQrSheetQuery } from '@tableside/shared/contract/tables-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRects, PAPER_SIZES } from '../../src/services/tables-admin/qr-sheet-grid';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { BRANCH, call, readSetup, requireTokens, url } from './tables-fixture';

// Print at 100% and scan: the sheet is rendered as a printer would (pdftoppm, 150 dpi) and
// every code on a page is read back with zbar, card by card, as a phone camera frames one.
const run = promisify(execFile);
const t = useTestApp({ env: { PUBLIC_URL: 'https://order.example.com' } });
let manager: Record<string, string>;
let dir: string;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  dir = await mkdtemp(join(tmpdir(), 'qr-sheet-'));
  await requireTokens(t, manager, true);
  // Two pages of 8: the demo branch's tables and these.
  const more = await call(
    t,
    manager,
    'POST',
    url(TABLES_ADMIN_ROUTES.tablesBulk, { branchId: BRANCH }),
    {
      range: 'P1-P4',
    },
  );
  expect(more.statusCode, more.body).toBe(201);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const DPI = 150;

/**
 * What zbar reads on each card of a page rendered at 150 dpi (each card's area rendered on
 * its own, as a phone frames one code): per page, the cards' links in order (a tent card's
 * two faces give its link twice).
 */
async function decodeCards(
  pdf: Buffer,
  name: string,
  query: Pick<TQrSheetQuery, 'layout' | 'perPage' | 'paper'>,
  pages: number,
): Promise<string[][]> {
  const file = join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  const scale = DPI / 72;
  const paper = PAPER_SIZES[query.paper];
  const decoded: string[][] = [];
  for (let page = 1; page <= pages; page += 1) {
    const links: string[] = [];
    for (const [slot, card] of cardRects(query).entries()) {
      const out = join(dir, `${name}-${page}-${slot}`);
      const crop = [
        ['-x', card.x * scale],
        ['-y', (paper.height - card.y - card.height) * scale],
        ['-W', card.width * scale],
        ['-H', card.height * scale],
      ].flatMap(([flag, value]) => [String(flag), String(Math.round(Number(value)))]);
      const range = ['-f', String(page), '-l', String(page)];
      await run('pdftoppm', [
        '-r',
        String(DPI),
        '-png',
        '-singlefile',
        ...range,
        ...crop,
        file,
        out,
      ]);
      // zbarimg exits 4 when a card is empty (the last page's unused slots).
      const { stdout } = await run('zbarimg', ['--raw', '-q', `${out}.png`]).catch(() => ({
        stdout: '',
      }));
      links.push(...stdout.split('\n').filter((line) => line !== ''));
    }
    decoded.push(links);
  }
  return decoded;
}

/** The number of pages of a PDF, as pdfinfo reads it. */
async function pageCount(pdf: Buffer, name: string): Promise<number> {
  const file = join(dir, `${name}-count.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
}

const sheet = (query: string) =>
  call(t, manager, 'GET', `${url(TABLES_ADMIN_ROUTES.qrSheet, { branchId: BRANCH })}?${query}`);

describe('QR sheet', () => {
  it('prints 8 stickers a page that scan to each live table’s exact link; archived ones are left out', async () => {
    const before = await readSetup(t, manager);
    const gone = before.tables[1];
    const archived = await call(
      t,
      manager,
      'PATCH',
      url(TABLES_ADMIN_ROUTES.table, { branchId: BRANCH, tableId: gone?.id ?? 0 }),
      { version: gone?.version, archived: true },
    );
    expect(archived.statusCode, archived.body).toBe(200);
    const live = before.tables.filter((x) => x.id !== gone?.id && !x.archived);
    expect(live.length).toBeGreaterThan(8);

    const res = await sheet('layout=sticker&perPage=8&paper=A4');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const query = { layout: 'sticker', perPage: '8', paper: 'A4' } as const;
    expect(await pageCount(res.rawPayload, 'sticker8')).toBe(2);
    const pages = await decodeCards(res.rawPayload, 'sticker8', query, 2);
    const links = live.map((x) => x.link);
    expect(links[0]).toMatch(
      /^https:\/\/order\.example\.com\/\?brandId=1&branchId=1&tableId=\d+&t=[\w-]{22}$/,
    );
    expect(pages[0]).toEqual(links.slice(0, 8));
    expect(pages[1]).toEqual(links.slice(8));
    expect(pages.flat()).not.toContain(gone?.link);
  });

  it('prints tent cards (4 a Letter page) with the code on both halves, one upside-down', async () => {
    const { tables } = await readSetup(t, manager);
    const live = tables.filter((x) => !x.archived);
    const res = await sheet('layout=tent&perPage=4&paper=LETTER');
    expect(res.statusCode, res.body).toBe(200);
    const query = { layout: 'tent', perPage: '4', paper: 'LETTER' } as const;
    const [first] = await decodeCards(res.rawPayload, 'tent4', query, 1);
    expect(first).toEqual(live.slice(0, 4).flatMap((x) => [x.link, x.link]));
  });

  it('answers 400 naming the field for an unknown layout or page size', async () => {
    const bad = await sheet('layout=poster');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/layout/);
    const perPage = await sheet('perPage=3');
    expect(perPage.statusCode).toBe(400);
    expect(perPage.json().message).toMatch(/perPage/);
  });
});

describe("one table's code", () => {
  it('PNG scans to the table’s exact link; SVG is an SVG download', async () => {
    const { tables } = await readSetup(t, manager);
    const table = tables.find((x) => !x.archived);
    const png = await call(
      t,
      manager,
      'GET',
      url(TABLES_ADMIN_ROUTES.qrPng, { tableId: table?.id ?? 0 }),
    );
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const file = join(dir, 'one.png');
    await writeFile(file, png.rawPayload);
    const { stdout } = await run('zbarimg', ['--raw', '-q', file]);
    expect(stdout.trim()).toBe(table?.link);

    const svg = await call(
      t,
      manager,
      'GET',
      url(TABLES_ADMIN_ROUTES.qrSvg, { tableId: table?.id ?? 0 }),
    );
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-disposition']).toMatch(/^attachment; filename="table-.+\.svg"$/);
    expect(svg.body).toMatch(/^<svg /);
  });
});
