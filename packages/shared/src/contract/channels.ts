import { ID_MAX } from './common';

// Realtime channel (Socket.IO room) names, exactly as DECISIONS "Realtime channels and events"
// spells them. The server authorises a join by parsing the name and checking the session
// against its parts, so the builders and the parser must agree (channels.test.ts).

export const CHANNEL_KINDS = ['customer', 'cart', 'price', 'staff'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** `customer-{brandId}-{branchId}-{tableId}`: the guests of one table. */
export const customerChannel = (ids: { brandId: number; branchId: number; tableId: number }) =>
  `customer-${ids.brandId}-${ids.branchId}-${ids.tableId}`;

/** Every character that is not an ASCII letter or digit becomes '-'. */
const slug = (shortName: string) => shortName.replace(/[^A-Za-z0-9]/g, '-');

/** `{tenantShortName}-{branchShortName}-{tableId}` with short names slugged: the shared cart. */
export const cartChannel = (names: {
  tenantShortName: string;
  branchShortName: string;
  tableId: number;
}) => `${slug(names.tenantShortName)}-${slug(names.branchShortName)}-${names.tableId}`;

/** `price-{branchId}`: price changes of a branch (public). */
export const priceChannel = (branchId: number) => `price-${branchId}`;

/** `staff-{brandId}-{branchId}`: the floor of a branch (staff with access to it). */
export const staffChannel = (ids: { brandId: number; branchId: number }) =>
  `staff-${ids.brandId}-${ids.branchId}`;

/**
 * A cart channel keeps its slugged `{tenant}-{branch}` prefix whole as `scope`: short names may
 * hold '-', so the split between them cannot be recovered. Authorise by comparing the name
 * with `cartChannel(...)` of the session instead.
 */
export type ParsedChannel =
  | { kind: 'customer'; brandId: number; branchId: number; tableId: number }
  | { kind: 'cart'; scope: string; tableId: number }
  | { kind: 'price'; branchId: number }
  | { kind: 'staff'; brandId: number; branchId: number };

// An id is written without sign or leading zeros, so every id has one spelling and a
// parsed name always rebuilds to itself.
const ID = '([1-9][0-9]{0,9})';
const CUSTOMER = new RegExp(`^customer-${ID}-${ID}-${ID}$`);
const PRICE = new RegExp(`^price-${ID}$`);
const STAFF = new RegExp(`^staff-${ID}-${ID}$`);
// Two slugs joined by '-' (either may be empty, or hold '-'), then the table id.
const CART = new RegExp(`^([A-Za-z0-9-]*-[A-Za-z0-9-]*)-${ID}$`);
/** Names with these prefixes are the other kinds; a malformed one is not read as a cart. */
const RESERVED_PREFIX = /^(customer|price|staff)-/;

const toIds = (groups: string[]): number[] | null => {
  const ids = groups.map(Number);
  return ids.every((id) => id <= ID_MAX) ? ids : null;
};

/** The kind and parts of a channel name, or null when it is no channel of ours. */
export function parseChannel(name: string): ParsedChannel | null {
  const customer = CUSTOMER.exec(name);
  if (customer) {
    const ids = toIds(customer.slice(1));
    return ids ? { kind: 'customer', brandId: ids[0]!, branchId: ids[1]!, tableId: ids[2]! } : null;
  }
  const price = PRICE.exec(name);
  if (price) {
    const ids = toIds(price.slice(1));
    return ids ? { kind: 'price', branchId: ids[0]! } : null;
  }
  const staff = STAFF.exec(name);
  if (staff) {
    const ids = toIds(staff.slice(1));
    return ids ? { kind: 'staff', brandId: ids[0]!, branchId: ids[1]! } : null;
  }
  if (RESERVED_PREFIX.test(name)) return null;
  const cart = CART.exec(name);
  if (cart) {
    const ids = toIds(cart.slice(2));
    return ids ? { kind: 'cart', scope: cart[1]!, tableId: ids[0]! } : null;
  }
  return null;
}
