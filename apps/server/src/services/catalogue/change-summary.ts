// A sentence for people about one catalogue change, from its audit detail: what the history
// list shows ("Price of Masala Dosa (Regular) 120 → 140").
import type { TCatalogueCategory, TCatalogueItem } from '@tableside/shared/contract/catalogue';

type Snapshot = Partial<TCatalogueItem & TCatalogueCategory> | null | undefined;

const rupees = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(value);

function itemChanges(before: TCatalogueItem, after: TCatalogueItem): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`renamed ${before.name} → ${after.name}`);
  for (const size of after.sizes) {
    const old = before.sizes.find((s) => s.id === size.id);
    if (!old) changes.push(`size ${size.name} added at ${rupees(size.defaultPrice)}`);
    else if (old.defaultPrice !== size.defaultPrice) {
      changes.push(
        `price of ${after.name} (${size.name}) ${rupees(old.defaultPrice)} → ${rupees(size.defaultPrice)}`,
      );
    }
    if (old && !old.archived && size.archived) changes.push(`size ${size.name} archived`);
  }
  if (before.categoryId !== after.categoryId) changes.push('moved to another category');
  if (before.description !== after.description) changes.push('description');
  if (JSON.stringify(before.addOnGroup) !== JSON.stringify(after.addOnGroup))
    changes.push('add-ons');
  if (JSON.stringify(before.allergens) !== JSON.stringify(after.allergens))
    changes.push('allergens');
  if (JSON.stringify(before.tags) !== JSON.stringify(after.tags)) changes.push('tags');
  if (before.imageKey !== after.imageKey) changes.push('photo');
  return changes;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function summariseChange(
  action: string,
  detail: { before?: unknown; after?: unknown; undoOf?: unknown },
): string {
  const before = detail.before as Snapshot;
  const after = detail.after as Snapshot;
  const name = after?.name ?? before?.name ?? '';
  const undo = typeof detail.undoOf === 'number' ? ' (undo)' : '';
  switch (action) {
    case 'catalogue.item.create':
      return `Added ${name}${undo}`;
    case 'catalogue.item.archive':
      return `Archived ${name}${undo}`;
    case 'catalogue.item.restore':
      return `Restored ${name}${undo}`;
    case 'catalogue.item.update': {
      const changes = itemChanges(before as TCatalogueItem, after as TCatalogueItem);
      const what = changes.length > 0 ? changes.join(', ') : 'saved without changes';
      return `${name}: ${capitalise(what)}${undo}`;
    }
    case 'catalogue.item.reorder':
      return 'Reordered the items of a category';
    case 'catalogue.category.create':
      return `Added category ${name}`;
    case 'catalogue.category.rename':
      return `Renamed category ${before?.name} → ${after?.name}${undo}`;
    case 'catalogue.category.archive':
      return `Archived category ${name}${undo}`;
    case 'catalogue.category.restore':
      return `Restored category ${name}${undo}`;
    case 'catalogue.category.reorder':
      return 'Reordered categories';
    default:
      return capitalise(action.replace(/^catalogue\./, '').replaceAll('.', ' '));
  }
}
