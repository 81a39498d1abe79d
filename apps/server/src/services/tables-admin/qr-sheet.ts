import type { TQrSheetQuery } from '@tableside/shared/contract/tables-admin';
import { tableLink } from '@tableside/shared/domain/table-link';
import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import type { MediaPort } from '../../integrations/media/media-port';
import { readTokenSetting } from './branch-token-setting';
import { readPrintLook } from './print-look';
import { drawPanel, type PanelInk } from './qr-panel';
import { cardRects, PAPER_SIZES, type Rect } from './qr-sheet-grid';
import { assertAreaUsable } from './table-checks';
import type { TableScope, TablesDeps } from './table-scope';
import { branchTables } from './table-view';

const CUT_LINE = rgb(0.75, 0.75, 0.75);

/**
 * A tent card folds along its middle: the bottom half faces the guest, the top half is drawn
 * upside-down (rotated 180° about its centre) so it reads upright from the other side.
 */
function drawTent(page: PDFPage, ink: PanelInk, card: Rect, name: string, link: string) {
  const half = card.height / 2;
  drawPanel(page, ink, { ...card, height: half }, name, link);
  const top = { ...card, y: card.y + half, height: half };
  const cx = top.x + top.width / 2;
  const cy = top.y + top.height / 2;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(-1, 0, 0, -1, 2 * cx, 2 * cy));
  drawPanel(page, ink, top, name, link);
  page.pushOperators(popGraphicsState());
  page.drawLine({
    start: { x: card.x, y: card.y + half },
    end: { x: card.x + card.width, y: card.y + half },
    thickness: 0.5,
    color: CUT_LINE,
    dashArray: [4, 3],
  });
}

/**
 * The branch's live tables (or one area's) as printable cards, in floor order. Archived
 * tables are never printed. Each code encodes the table's link with its current token.
 */
export async function qrSheet(
  deps: TablesDeps & { media: MediaPort },
  scope: TableScope,
  query: TQrSheetQuery,
): Promise<Uint8Array> {
  const { db } = deps;
  if (query.areaId !== undefined) await assertAreaUsable(db, scope, query.areaId);
  const setting = await readTokenSetting(db, scope);
  const tables = (await branchTables(db, scope)).filter(
    (t) => t.archivedAt === null && (query.areaId === undefined || t.areaId === query.areaId),
  );
  const look = await readPrintLook(db, deps.media, scope.tenantId);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${look.brandName} table QR codes`);
  const ink: PanelInk = {
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    logo: look.logoPng ? await pdf.embedPng(look.logoPng) : null,
    brandName: look.brandName,
    primary: look.primary,
  };
  const rects = cardRects(query);
  const paper = PAPER_SIZES[query.paper];
  let page: PDFPage | null = null;
  for (const [index, table] of tables.entries()) {
    const slot = index % rects.length;
    if (slot === 0) page = pdf.addPage([paper.width, paper.height]);
    const card = rects[slot];
    if (!page || !card) continue;
    const link = tableLink({
      publicUrl: scope.publicUrl,
      brandId: scope.tenantId,
      branchId: scope.branchId,
      tableId: table.id,
      token: setting.tokensRequired ? table.qrToken : null,
    });
    page.drawRectangle({ ...card, borderColor: CUT_LINE, borderWidth: 0.5 });
    if (query.layout === 'tent') drawTent(page, ink, card, table.name, link);
    else drawPanel(page, ink, card, table.name, link);
  }
  // A branch without tables still gets a valid (empty) page rather than a broken file.
  if (tables.length === 0) pdf.addPage([paper.width, paper.height]);
  return pdf.save();
}
