// Where the cards of a QR sheet go on the page. Points (1/72 inch); PDF's origin is bottom left.
import type { TQrSheetQuery } from '@tableside/shared/contract/tables-admin';

export const PAPER_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  LETTER: { width: 612, height: 792 },
} as const;

/** Printers do not print the outer few millimetres. */
const PAGE_MARGIN = 28;
const GUTTER = 12;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Columns × rows of each layout. Stickers at 8 a page lie 2 × 4 (wide, the code beside the
 * name); tent cards at 8 stand 4 × 2, so each half stays tall enough for a large code.
 */
const GRIDS: Record<TQrSheetQuery['layout'], Record<TQrSheetQuery['perPage'], [number, number]>> = {
  sticker: { '1': [1, 1], '4': [2, 2], '8': [2, 4] },
  tent: { '1': [1, 1], '4': [2, 2], '8': [4, 2] },
};

/** The cards of one page, left to right, top to bottom. */
export function cardRects(query: Pick<TQrSheetQuery, 'layout' | 'perPage' | 'paper'>): Rect[] {
  const paper = PAPER_SIZES[query.paper];
  const [cols, rows] = GRIDS[query.layout][query.perPage];
  const width = (paper.width - 2 * PAGE_MARGIN - (cols - 1) * GUTTER) / cols;
  const height = (paper.height - 2 * PAGE_MARGIN - (rows - 1) * GUTTER) / rows;
  const rects: Rect[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      rects.push({
        x: PAGE_MARGIN + col * (width + GUTTER),
        y: paper.height - PAGE_MARGIN - (row + 1) * height - row * GUTTER,
        width,
        height,
      });
    }
  }
  return rects;
}
