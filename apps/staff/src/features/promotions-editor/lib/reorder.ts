/** The list with the entry at `index` moved by `delta` places (clamped to the list). */
export function moveBy<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, index + delta));
  if (index < 0 || index >= list.length || target === index) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Items whose name or category holds every word of the query (case-insensitive). */
export function searchItems<T extends { name: string; categoryName: string }>(
  items: readonly T[],
  query: string,
  limit = 30,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits: T[] = [];
  for (const item of items) {
    const hay = `${item.name} ${item.categoryName}`.toLowerCase();
    if (words.every((w) => hay.includes(w))) hits.push(item);
    if (hits.length >= limit) break;
  }
  return hits;
}
