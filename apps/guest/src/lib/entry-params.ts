import { TABLE_TOKEN_PARAM, TABLE_TOKEN_PATTERN } from '@tableside/shared/domain/table-link';
import { ID_MAX } from './contract-constants';
import type { EntryIds } from './session-schemas';
import type { SessionStore } from './storage';

// Entry parameters (spec section 2): the table's code opens the app with brandId, branchId and
// tableId, all numeric. Without all three, nothing is stored. A branch that requires table
// tokens adds the table's token as `t`; it travels with the ids to the table lookup and check-in,
// which judge it (a malformed one is not sent, so the server answers the table as unknown).

export type EntryParams =
  | { kind: 'scanned'; ids: EntryIds }
  /** No entry parameter at all: a reload or an in-app page, so the stored table stands. */
  | { kind: 'absent' }
  /** Some parameters, but not three valid ids: a damaged or hand-edited code. */
  | { kind: 'invalid' };

const ENTRY_KEYS = ['brandId', 'branchId', 'tableId'] as const;

/** Only plain positive integers: '1e2', '0x10', ' 1' and '1.0' are not how a code spells an id. */
function readId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= ID_MAX ? id : null;
}

export function parseEntryParams(search: string): EntryParams {
  const params = new URLSearchParams(search);
  if (ENTRY_KEYS.every((key) => !params.has(key))) return { kind: 'absent' };
  const brandId = readId(params.get('brandId'));
  const branchId = readId(params.get('branchId'));
  const tableId = readId(params.get('tableId'));
  if (brandId === null || branchId === null || tableId === null) return { kind: 'invalid' };
  const token = params.get(TABLE_TOKEN_PARAM);
  const ids = { brandId, branchId, tableId };
  const scanned = token !== null && TABLE_TOKEN_PATTERN.test(token) ? { ...ids, t: token } : ids;
  return { kind: 'scanned', ids: scanned };
}

export const sameTable = (a: EntryIds, b: EntryIds): boolean =>
  a.brandId === b.brandId && a.branchId === b.branchId && a.tableId === b.tableId;

/**
 * The table this page load serves, storing a fresh scan. Scanning another table (or a broken
 * code) forgets the previous table's session, so no order, guest or brand style leaks across.
 */
export function applyEntryParams(search: string, store: SessionStore): EntryIds | null {
  const params = parseEntryParams(search);
  const stored = store.get('Ids');
  if (params.kind === 'absent') return stored;
  if (params.kind === 'invalid') {
    store.clearAll();
    return null;
  }
  if (!stored || !sameTable(stored, params.ids)) store.clearAll();
  store.set('Ids', params.ids);
  return params.ids;
}
