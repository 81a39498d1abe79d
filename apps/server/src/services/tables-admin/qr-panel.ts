// One face of a printed card: the brand's logo (or name), the table name big, the QR code and
// 'Scan to order' on a band of the brand's colour. Tall faces stack these; wide faces put the
// code beside the text, so the code stays as large as the face allows.
import { type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { qrMatrix } from './qr-code';
import type { Rect } from './qr-sheet-grid';

export const SCAN_TO_ORDER = 'Scan to order';

export interface PanelInk {
  bold: PDFFont;
  logo: PDFImage | null;
  brandName: string;
  primary: { r: number; g: number; b: number };
}

const DARK = rgb(0.07, 0.07, 0.07);
const WHITE = rgb(1, 1, 1);

/** The standard PDF fonts print Latin-1 only: other characters print as '?'. */
export const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** White or near-black, whichever reads better on the band (WCAG relative luminance). */
function onColour({ r, g, b }: PanelInk['primary']) {
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return luminance > 0.179 ? DARK : WHITE;
}

/** The largest size up to `max` at which `text` fits `width`. */
function fitSize(font: PDFFont, text: string, width: number, max: number) {
  const at1 = font.widthOfTextAtSize(text, 1);
  return Math.max(6, Math.min(max, width / Math.max(at1, 0.01)));
}

function centredText(
  page: PDFPage,
  font: PDFFont,
  text: string,
  box: Rect,
  max: number,
  color = DARK,
) {
  const size = fitSize(font, text, box.width, Math.min(max, box.height));
  const width = font.widthOfTextAtSize(text, size);
  const y = box.y + (box.height - font.heightAtSize(size, { descender: false })) / 2;
  page.drawText(text, { x: box.x + (box.width - width) / 2, y, size, font, color });
}

/** The code as vector squares (crisp at any printer resolution), on white with a quiet zone. */
export function drawQr(page: PDFPage, link: string, x: number, y: number, size: number) {
  const matrix = qrMatrix(link);
  const cell = size / (matrix.size + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark(row, col)) col += 1;
      page.drawRectangle({
        x: x + (start + 4) * cell,
        y: y + size - (row + 5) * cell,
        width: (col - start) * cell,
        // A hair taller, so neighbouring rows leave no white seam in some viewers.
        height: cell + 0.05,
        color: DARK,
      });
    }
  }
}

function drawHeader(page: PDFPage, ink: PanelInk, box: Rect) {
  if (ink.logo) {
    const scale = Math.min(box.width / ink.logo.width, box.height / ink.logo.height);
    const width = ink.logo.width * scale;
    const height = ink.logo.height * scale;
    page.drawImage(ink.logo, {
      x: box.x + (box.width - width) / 2,
      y: box.y + (box.height - height) / 2,
      width,
      height,
    });
    return;
  }
  centredText(page, ink.bold, printable(ink.brandName), box, box.height * 0.7);
}

function drawBand(page: PDFPage, ink: PanelInk, box: Rect) {
  const { r, g, b } = ink.primary;
  page.drawRectangle({ ...box, color: rgb(r, g, b) });
  const inner = { ...box, x: box.x + 4, width: box.width - 8 };
  centredText(page, ink.bold, SCAN_TO_ORDER, inner, box.height * 0.55, onColour(ink.primary));
}

/** Draws one face filling `box` (a card, or half of a tent card). */
export function drawPanel(
  page: PDFPage,
  ink: PanelInk,
  box: Rect,
  tableName: string,
  link: string,
) {
  const pad = Math.min(box.width, box.height) * 0.06;
  const inner = {
    x: box.x + pad,
    y: box.y + pad,
    width: box.width - 2 * pad,
    height: box.height - 2 * pad,
  };
  const name = printable(tableName);
  if (box.height >= box.width * 0.9) {
    const header = inner.height * 0.12;
    const title = inner.height * 0.16;
    const band = inner.height * 0.1;
    const qr = Math.min(inner.width, inner.height - header - title - band - 2 * pad);
    const top = inner.y + inner.height;
    drawHeader(page, ink, { x: inner.x, y: top - header, width: inner.width, height: header });
    centredText(
      page,
      ink.bold,
      name,
      { x: inner.x, y: top - header - title, width: inner.width, height: title },
      title,
    );
    drawQr(page, link, inner.x + (inner.width - qr) / 2, inner.y + band + pad, qr);
    drawBand(page, ink, { x: inner.x, y: inner.y, width: inner.width, height: band });
    return;
  }
  const qr = Math.min(inner.height, inner.width * 0.55);
  const textWidth = inner.width - qr - pad;
  drawQr(page, link, inner.x + inner.width - qr, inner.y + (inner.height - qr) / 2, qr);
  const third = inner.height / 3;
  const column = { x: inner.x, width: textWidth, height: third * 0.8 };
  drawHeader(page, ink, { ...column, y: inner.y + 2 * third + third * 0.1 });
  centredText(page, ink.bold, name, { ...column, y: inner.y + third + third * 0.1 }, third * 0.8);
  drawBand(page, ink, { ...column, y: inner.y + third * 0.2, height: third * 0.6 });
}
