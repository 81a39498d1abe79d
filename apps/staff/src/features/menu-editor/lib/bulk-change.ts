import { CATALOGUE_LIMITS } from '@tableside/shared/contract/catalogue';
import type { TBulkEditBody } from '@tableside/shared/contract/catalogue-extras';
import { isValidRupeeAmount } from '@tableside/shared/domain/money';

// The bulk bar's form, checked and turned into the bulk route's change, with the sentence the
// confirmation dialog shows ('Raise the price by 10% on 12 items').

export type BulkKind = TBulkEditBody['change']['kind'];

export interface BulkForm {
  kind: BulkKind;
  priceMode: 'amount' | 'percent';
  /** Signed: '-10' lowers. */
  priceValue: string;
  categoryId: string;
  available: 'true' | 'false';
  addTags: string;
  removeTags: string;
}

export const EMPTY_BULK_FORM: BulkForm = {
  kind: 'price',
  priceMode: 'percent',
  priceValue: '',
  categoryId: '',
  available: 'false',
  addTags: '',
  removeTags: '',
};

export type BulkCheck =
  | { ok: true; change: TBulkEditBody['change']; summary: string }
  | { ok: false; field: keyof BulkForm; message: string };

/** 'spicy, Chef special ,,' -> ['spicy', 'Chef special'] (trimmed, no repeats). */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

const plural = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

function checkTags(tags: string[], field: 'addTags' | 'removeTags'): BulkCheck | null {
  if (tags.length > CATALOGUE_LIMITS.tags) {
    return { ok: false, field, message: `At most ${CATALOGUE_LIMITS.tags} tags` };
  }
  const long = tags.find((tag) => tag.length > CATALOGUE_LIMITS.tag);
  return long
    ? { ok: false, field, message: `“${long}” is longer than ${CATALOGUE_LIMITS.tag} characters` }
    : null;
}

export function checkBulk(
  form: BulkForm,
  count: number,
  categoryName: (id: number) => string,
): BulkCheck {
  const items = plural(count);
  if (count > CATALOGUE_LIMITS.bulkItems) {
    return {
      ok: false,
      field: 'kind',
      message: `Select at most ${CATALOGUE_LIMITS.bulkItems} items at once`,
    };
  }
  switch (form.kind) {
    case 'price': {
      const value = Number(form.priceValue.replace(/[₹%,\s]/g, ''));
      if (form.priceValue.trim() === '' || !Number.isFinite(value) || value === 0) {
        return { ok: false, field: 'priceValue', message: 'Enter a change, like 10 or -5' };
      }
      if (!isValidRupeeAmount(value))
        return { ok: false, field: 'priceValue', message: 'Use at most 2 decimals' };
      if (form.priceMode === 'percent' && value <= -100) {
        return { ok: false, field: 'priceValue', message: 'A price cannot drop by 100% or more' };
      }
      if (Math.abs(value) > 100_000)
        return { ok: false, field: 'priceValue', message: 'That change is too big' };
      const verb = value > 0 ? 'Raise' : 'Lower';
      const amount =
        form.priceMode === 'percent' ? `${Math.abs(value)}%` : `₹${Math.abs(value).toFixed(2)}`;
      return {
        ok: true,
        change: { kind: 'price', mode: form.priceMode, value },
        summary: `${verb} every size's price at this branch by ${amount} on ${items}`,
      };
    }
    case 'category': {
      const categoryId = Number(form.categoryId);
      if (!Number.isInteger(categoryId) || categoryId <= 0) {
        return { ok: false, field: 'categoryId', message: 'Choose a category' };
      }
      return {
        ok: true,
        change: { kind: 'category', categoryId },
        summary: `Move ${items} to ${categoryName(categoryId)}`,
      };
    }
    case 'availability': {
      const available = form.available === 'true';
      return {
        ok: true,
        change: { kind: 'availability', available },
        summary: `Switch ${items} ${available ? 'on' : 'off'} at this branch`,
      };
    }
    case 'tags': {
      const add = splitTags(form.addTags);
      const remove = splitTags(form.removeTags);
      if (add.length === 0 && remove.length === 0) {
        return { ok: false, field: 'addTags', message: 'Enter tags to add or remove' };
      }
      const problem = checkTags(add, 'addTags') ?? checkTags(remove, 'removeTags');
      if (problem) return problem;
      const parts = [
        add.length ? `add ${add.join(', ')}` : '',
        remove.length ? `remove ${remove.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' and ');
      return {
        ok: true,
        change: { kind: 'tags', add, remove },
        summary: `Tags on ${items}: ${parts}`,
      };
    }
  }
}
