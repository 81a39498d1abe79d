// CSV as RFC 4180 writes it, safe to open in a spreadsheet.

/** A cell is text (escaped, guarded) or an amount (major units, always 2 decimals). */
export type CsvCell = string | number | { amount: number } | null;

// A text cell starting like a formula would run as one in Excel or Sheets (CSV injection):
// an apostrophe makes it plain text. Numbers are written by us and are never guarded.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return cell.amount.toFixed(2);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row, then one line per row, CRLF-separated as the RFC has it. */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cellText).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
