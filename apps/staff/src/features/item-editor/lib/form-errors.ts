import {
  DUPLICATE_NAME_MESSAGE,
  type TCreateItemBody,
  type TUpdateItemBody,
  ZCreateItemBody,
  ZUpdateItemBody,
} from '@tableside/shared/contract/catalogue';
import { type ItemFormValues, toDraftBody } from './item-form';

// Where each problem shows: the schema's issue paths (and the server's 400s, which name the
// same paths: 'sizes.1.price: must have at most 2 decimals') become the form's field keys.
//
// Field keys: 'name', 'categoryId', 'calories', 'tags', 'sizes' (the list), 'sizes.1.price',
// 'addOnMin', 'addOnMax', 'addOns' (the list), 'addOns.0.name', 'instructions.2',
// 'recommendedIds', 'allergens', 'photo'; 'form' for what belongs to no field.

export type FieldErrors = Record<string, string>;

/** The form field a body path belongs to. */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [head, second, third] = path.map(String);
  switch (head) {
    case undefined:
      return 'form';
    case 'sizes':
      return second === undefined ? 'sizes' : `sizes.${second}.${third ?? 'name'}`;
    case 'addOnGroup':
      if (second === 'min') return 'addOnMin';
      if (second === 'max') return 'addOnMax';
      if (second === 'addOns' && third !== undefined) {
        return `addOns.${third}.${path.map(String)[3] ?? 'name'}`;
      }
      return 'addOns';
    case 'instructions':
      return second === undefined ? 'instructions' : `instructions.${second}`;
    // One input stands for the whole list: its problem shows there.
    case 'tags':
    case 'recommendedIds':
    case 'allergens':
      return head;
    case 'imageKey':
      return 'photo';
    case 'version':
      return 'form';
    default:
      return head;
  }
}

/** A schema or server message as a sentence under a field. */
export function sentence(message: string): string {
  if (message === 'is required' || /received undefined$/.test(message)) return 'Required';
  if (/received NaN$/.test(message) || /expected number/.test(message)) return 'Enter a number';
  if (/expected string/.test(message)) return 'Required';
  return message.charAt(0).toUpperCase() + message.slice(1);
}

type Checked<B> = { ok: true; body: B } | { ok: false; errors: FieldErrors };

function check<B>(
  schema: typeof ZCreateItemBody | typeof ZUpdateItemBody,
  draft: Record<string, unknown>,
): Checked<B> {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return { ok: true, body: parsed.data as B };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path);
    errors[field] ??= sentence(issue.message);
  }
  return { ok: false, errors };
}

/** The form checked by the server's own schema: the body to send, or every field's problem. */
export function checkNewItem(values: ItemFormValues): Checked<TCreateItemBody> {
  return check(ZCreateItemBody, toDraftBody(values));
}

export function checkItemUpdate(values: ItemFormValues, version: number): Checked<TUpdateItemBody> {
  return check(ZUpdateItemBody, toDraftBody(values, version));
}

/**
 * The field a server refusal belongs to, with its message: a 400 names its path
 * ('addOnGroup.max: must not be less than min'), a duplicate name (409) is the name's.
 */
export function serverFieldError(message: string): { field: string; message: string } {
  if (message === DUPLICATE_NAME_MESSAGE) return { field: 'name', message };
  const match = /^([\w.]+): (.+)$/.exec(message);
  if (!match?.[1] || !match[2]) return { field: 'form', message };
  const path = match[1].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (path[0] === 'body') path.shift();
  return { field: fieldOfPath(path), message: sentence(match[2]) };
}

/** The first field with a problem, in the order the form shows them (for moving focus). */
export function firstErrorField(errors: FieldErrors, order: readonly string[]): string | null {
  const keys = Object.keys(errors);
  for (const prefix of order) {
    const hit = keys.find((key) => key === prefix || key.startsWith(`${prefix}.`));
    if (hit) return hit;
  }
  return keys[0] ?? null;
}
