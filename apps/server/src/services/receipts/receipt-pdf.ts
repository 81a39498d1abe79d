// The receipt as a PDF (pdf-lib, as the QR sheet): one narrow page as tall as its content,
// like a till roll, so it reads on a phone and prints on any paper.
import type { TReceipt } from '@tableside/shared/contract/receipt';
import { billSummaryRows } from '@tableside/shared/domain/bill-rows';
import {
  formatReceiptTime,
  paymentMethodLabel,
  RECEIPT_TEXT,
  shareWayText,
} from '@tableside/shared/domain/receipt';
import { PDFDocument, type PDFFont, type PDFImage, rgb, StandardFonts } from 'pdf-lib';
import type { PrintLook } from '../tables-admin/print-look';
import { printable } from '../tables-admin/qr-panel';

const WIDTH = 300;
const MARGIN = 20;
const INNER = WIDTH - 2 * MARGIN;
const DARK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.8, 0.8, 0.8);

/** Typographic marks the standard fonts lack, as their plain forms; anything else left is '?'. */
function pdfText(text: string): string {
  return printable(
    text
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/\u2026/g, '...')
      .replace(/[\u00a0\u202f]/g, ' '),
  );
}

/** The bill's currency by its code ('INR 2,020.00'): the standard fonts lack most symbols. */
function moneyOf(currency: string, locale: string): (amount: number) => string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  });
  return (amount) => pdfText(format.format(amount));
}

/** What each summary row (billSummaryRows' keys) adds up to, for the PDF's own format. */
function summaryAmount(bill: TReceipt['bill'], key: string): number {
  const [kind, index] = key.split('-');
  if (kind === 'charge') return bill.charges[Number(index)]?.amount ?? 0;
  if (kind === 'tax') return bill.taxSummary[Number(index)]?.amount ?? 0;
  const fixed: Record<string, number> = {
    discount: bill.discountAmount > 0 ? -bill.discountAmount : 0,
    'sub-total': bill.subTotal,
    'round-off': bill.roundOff,
    total: bill.payableAmount,
  };
  return fixed[key] ?? 0;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

type Op =
  | {
      kind: 'text';
      text: string;
      x: number;
      y: number;
      size: number;
      font: PDFFont;
      muted?: boolean;
      colour?: ReturnType<typeof rgb>;
    }
  | { kind: 'rule'; y: number }
  | { kind: 'logo'; image: PDFImage; x: number; y: number; width: number; height: number };

/** Words onto lines no wider than `width` (a word longer than a line is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** Lays the receipt out top-down (y grows downwards), so the page can be cut to its height. */
class Layout {
  readonly ops: Op[] = [];
  y = MARGIN;

  constructor(private readonly fonts: Fonts) {}

  centred(text: string, size: number, bold = false, colour?: ReturnType<typeof rgb>) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, size, pdfText(text), INNER)) {
      const width = font.widthOfTextAtSize(line, size);
      this.ops.push({
        kind: 'text',
        text: line,
        x: MARGIN + (INNER - width) / 2,
        y: this.y + size,
        size,
        font,
        colour,
        muted: !bold && !colour,
      });
      this.y += size * 1.35;
    }
  }

  /** A label on the left (wrapped) and an amount on the right of its first line. */
  row(label: string, amount: string, opts: { size?: number; bold?: boolean; note?: string } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const amountText = pdfText(amount);
    const amountWidth = font.widthOfTextAtSize(amountText, size);
    const lines = wrap(font, size, pdfText(label), INNER - amountWidth - 12);
    this.ops.push({
      kind: 'text',
      text: amountText,
      x: MARGIN + INNER - amountWidth,
      y: this.y + size,
      size,
      font,
    });
    for (const line of lines) {
      this.ops.push({ kind: 'text', text: line, x: MARGIN, y: this.y + size, size, font });
      this.y += size * 1.35;
    }
    if (opts.note) {
      const noteSize = size - 1.5;
      for (const line of wrap(
        this.fonts.regular,
        noteSize,
        pdfText(opts.note),
        INNER - amountWidth - 12,
      )) {
        this.ops.push({
          kind: 'text',
          text: line,
          x: MARGIN,
          y: this.y + noteSize,
          size: noteSize,
          font: this.fonts.regular,
          muted: true,
        });
        this.y += noteSize * 1.35;
      }
    }
    this.y += 3;
  }

  rule() {
    this.y += 4;
    this.ops.push({ kind: 'rule', y: this.y });
    this.y += 8;
  }

  logo(image: PDFImage) {
    const scale = Math.min(INNER / image.width, 48 / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ops.push({
      kind: 'logo',
      image,
      x: MARGIN + (INNER - width) / 2,
      y: this.y + height,
      width,
      height,
    });
    this.y += height + 8;
  }
}

/** 'Your share' of a split bill: how it was made up, then what this guest paid of the total. */
function layoutShare(
  layout: Layout,
  share: NonNullable<TReceipt['share']>,
  money: (amount: number) => string,
) {
  layout.row(RECEIPT_TEXT.yourShare, '', { bold: true, size: 11 });
  layout.row(shareWayText(share), '');
  for (const item of share.items) {
    layout.row(item.itemName, RECEIPT_TEXT.fraction(item.numerator, item.denominator), {
      size: 9,
    });
  }
  layout.row(RECEIPT_TEXT.shareAmount, money(share.amount));
  layout.row(RECEIPT_TEXT.tip, money(share.tip));
  layout.row(RECEIPT_TEXT.totalPaid, money(share.paid), { bold: true });
  layout.row(RECEIPT_TEXT.tableTotal, money(share.tableTotal));
  layout.rule();
}

function layoutReceipt(layout: Layout, receipt: TReceipt, look: PrintLook, logo: PDFImage | null) {
  const primary = rgb(look.primary.r, look.primary.g, look.primary.b);
  if (logo) layout.logo(logo);
  layout.centred(receipt.brandName, 16, true, primary);
  layout.centred(receipt.branchName, 10);
  layout.centred(RECEIPT_TEXT.tableLine(receipt.tableNames), 10);
  layout.centred(RECEIPT_TEXT.orderLine(receipt.orderId), 10);
  layout.centred(formatReceiptTime(receipt.paidAt, receipt.timeZone), 10);
  layout.rule();
  const money = moneyOf(receipt.currency, receipt.locale);
  for (const item of receipt.bill.orderItems) {
    const size = item.servingSizeName ? `${item.servingSizeName} · ` : '';
    layout.row(item.itemName, money(item.price), {
      note: `${size}${RECEIPT_TEXT.quantity(item.quantity)}`,
    });
  }
  layout.rule();
  for (const row of billSummaryRows(receipt.bill)) {
    if (row.total) {
      layout.rule();
      layout.row(RECEIPT_TEXT.total, money(summaryAmount(receipt.bill, row.key)), {
        size: 13,
        bold: true,
      });
    } else {
      layout.row(row.label, money(summaryAmount(receipt.bill, row.key)));
    }
  }
  layout.rule();
  if (receipt.share) layoutShare(layout, receipt.share, money);
  for (const payment of receipt.payments) {
    layout.row(
      RECEIPT_TEXT.paidBy(paymentMethodLabel(payment.method, payment.provider)),
      money(payment.amount),
      {
        note: payment.reference ? RECEIPT_TEXT.reference(payment.reference) : undefined,
      },
    );
  }
  layout.y += 8;
  layout.centred(RECEIPT_TEXT.thanks, 10);
}

/** The receipt's PDF, with the brand's logo and colour as the QR sheet prints them. */
export async function receiptPdf(receipt: TReceipt, look: PrintLook): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfText(`${receipt.brandName} receipt`));
  pdf.setCreator('Tableside');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const logo = look.logoPng ? await pdf.embedPng(look.logoPng) : null;
  const layout = new Layout(fonts);
  layoutReceipt(layout, receipt, look, logo);
  const height = layout.y + MARGIN;
  const page = pdf.addPage([WIDTH, height]);
  for (const op of layout.ops) {
    if (op.kind === 'rule') {
      page.drawLine({
        start: { x: MARGIN, y: height - op.y },
        end: { x: WIDTH - MARGIN, y: height - op.y },
        thickness: 0.5,
        color: RULE,
        dashArray: [3, 2],
      });
    } else if (op.kind === 'logo') {
      page.drawImage(op.image, { x: op.x, y: height - op.y, width: op.width, height: op.height });
    } else {
      page.drawText(op.text, {
        x: op.x,
        y: height - op.y,
        size: op.size,
        font: op.font,
        color: op.colour ?? (op.muted ? MUTED : DARK),
      });
    }
  }
  return pdf.save();
}
