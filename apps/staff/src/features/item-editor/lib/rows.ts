import type { SizeRow } from './item-form';

// Editing the form's lists: pure, so each rule (one default size, order kept) is tested once.

/** The list with the item at `from` moved by `by` places (unchanged at either end). */
export function moveRow<T>(rows: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row as T);
  return next;
}

export const removeRow = <T>(rows: readonly T[], index: number): T[] =>
  rows.filter((_, i) => i !== index);

export const replaceRow = <T>(rows: readonly T[], index: number, row: T): T[] =>
  rows.map((old, i) => (i === index ? row : old));

/** Marks one size as the default (exactly one is, as the schema wants). */
export const makeDefault = (sizes: readonly SizeRow[], index: number): SizeRow[] =>
  sizes.map((size, i) => ({ ...size, isDefault: i === index }));

/** Removes a size; when it was the default, the first remaining size becomes it. */
export function removeSize(sizes: readonly SizeRow[], index: number): SizeRow[] {
  const next = removeRow(sizes, index);
  if (next.length && !next.some((size) => size.isDefault)) return makeDefault(next, 0);
  return next;
}

/** Adds a tag once (case-insensitive), trimmed; blank adds nothing. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  if (!tag || tags.some((old) => old.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}
