// What the back office's 'Add many' field accepts: ranges ('T1-T30', 'Patio 1-5'), single names
// ('Bar'), or several of them separated by commas. The server parses the same text, so what the
// preview shows is what gets created.

/** More than this at once is almost certainly a typo ('T1-T3000'). */
export const TABLE_RANGE_MAX = 200;
export const TABLE_NAME_MAX = 40;

export type TableRangeResult = { ok: true; names: string[] } | { ok: false; error: string };

// 'T1-T30', 'T1-30', 'Patio 1-5', 'T01-T12': a prefix, a first number, the prefix again (or
// nothing) and a last number.
const RANGE = /^(.*?)(\d+)\s*-\s*(.*?)(\d+)$/;

function expand(part: string): TableRangeResult {
  const match = RANGE.exec(part);
  const prefix = match?.[1] ?? '';
  const repeated = match?.[3] ?? '';
  if (!match || (repeated !== '' && repeated.trim() !== prefix.trim())) {
    return { ok: true, names: [part] };
  }
  const [first, last] = [match[2] ?? '', match[4] ?? ''];
  const from = Number(first);
  const to = Number(last);
  if (to < from)
    return { ok: false, error: `'${part}' counts down; write it as ${prefix}${to}-${from}` };
  if (to - from + 1 > TABLE_RANGE_MAX) {
    return {
      ok: false,
      error: `'${part}' makes ${to - from + 1} tables; at most ${TABLE_RANGE_MAX} at once`,
    };
  }
  // 'T01-T12' keeps the zero padding of its first number.
  const width = first.startsWith('0') ? first.length : 0;
  const names: string[] = [];
  for (let n = from; n <= to; n += 1) names.push(`${prefix}${String(n).padStart(width, '0')}`);
  return { ok: true, names };
}

/** The table names a range text stands for, in order, or why it cannot be used. */
export function parseTableRange(text: string): TableRangeResult {
  const parts = text
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, error: "Type a name or a range such as 'T1-T30'" };
  const names: string[] = [];
  for (const part of parts) {
    const expanded = expand(part);
    if (!expanded.ok) return expanded;
    names.push(...expanded.names);
    if (names.length > TABLE_RANGE_MAX) {
      return {
        ok: false,
        error: `That makes more than ${TABLE_RANGE_MAX} tables; add them in parts`,
      };
    }
  }
  const tooLong = names.find((name) => name.length > TABLE_NAME_MAX);
  if (tooLong)
    return { ok: false, error: `'${tooLong}' is longer than ${TABLE_NAME_MAX} characters` };
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.toLowerCase();
    if (seen.has(key)) return { ok: false, error: `'${name}' appears twice` };
    seen.add(key);
  }
  return { ok: true, names };
}
