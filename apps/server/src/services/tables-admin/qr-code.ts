// A table link as a QR code: SVG and PNG for one table, the module matrix for the PDF sheet.
// Level M survives a scuffed sticker and keeps the modules large for a link of this length.
import QRCode from 'qrcode';

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...OPTIONS, type: 'svg' });
}

/** 1024 px: sharp at 8 cm and 300 dpi. */
export function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...OPTIONS, type: 'png', width: 1024 });
}

/** Dark modules row by row (no quiet zone: the sheet keeps one around the code). */
export function qrMatrix(link: string): {
  size: number;
  dark: (row: number, col: number) => boolean;
} {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}
