import { TABLE_TOKEN_PATTERN } from '@tableside/shared/domain/table-link';
import { ID_MAX } from './contract-constants';
import type { EntryIds, SessionKey } from './session-schemas';

// What the session store needs before its zod schemas (lib/session-schemas, a lazy chunk) have
// loaded: the key lists and a guard for the scanned table, the one value read at boot
// (docs/decisions/0006).

/** Every session key (spec section 3), in the order of SESSION_SCHEMAS. */
export const SESSION_KEYS = [
  'Ids',
  'tenant',
  'Branch',
  'OrderId',
  'CheckIn',
  'TableVerification',
  'CustomerDetails',
  'EntryDraft',
  'openingTime',
  'closingTime',
  'timeZone',
  'zoneClock',
  'lastCallMinutes',
  'activeOrderHeaderTab',
  'activeHomeHeaderTab',
  'PaymentStatusAPIData',
  'billInfo',
  'style',
  'PaidVisit',
] as const satisfies readonly SessionKey[];

/** Keys that belong to one table session (order); cleared when it ends or another table is scanned. */
export const ORDER_SESSION_KEYS = [
  'OrderId',
  'CheckIn',
  'TableVerification',
  'CustomerDetails',
  'activeOrderHeaderTab',
  'activeHomeHeaderTab',
  'PaymentStatusAPIData',
  'billInfo',
] as const satisfies readonly SessionKey[];

const isEntityId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) <= ID_MAX;

/** The ZEntryIds check without zod; session-keys.test.ts holds it to the schema. */
export function isEntryIds(value: unknown): value is EntryIds {
  if (typeof value !== 'object' || value === null) return false;
  const ids = value as Record<string, unknown>;
  const tokenOk =
    ids.t === undefined || (typeof ids.t === 'string' && TABLE_TOKEN_PATTERN.test(ids.t));
  return isEntityId(ids.brandId) && isEntityId(ids.branchId) && isEntityId(ids.tableId) && tokenOk;
}
