// The guest link a table's QR code encodes (spec section 2 "Entry parameters"). A branch that
// requires table tokens adds the table's current token as `t`; without one the link stays the
// spec's plain `/?brandId=&branchId=&tableId=`.

/** The query parameter that carries the table's token. */
export const TABLE_TOKEN_PARAM = 't';

/** What a token looks like on the wire (base64url); anything else is not worth sending. */
export const TABLE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface TableLinkInput {
  /** The guest app's origin, e.g. 'https://order.example.com' (a trailing slash is ignored). */
  publicUrl: string;
  brandId: number;
  branchId: number;
  tableId: number;
  /** The table's token when its branch requires tokens, else null. */
  token: string | null;
}

export function tableLink(input: TableLinkInput): string {
  const base = input.publicUrl.replace(/\/+$/, '');
  const plain = `${base}/?brandId=${input.brandId}&branchId=${input.branchId}&tableId=${input.tableId}`;
  return input.token === null ? plain : `${plain}&${TABLE_TOKEN_PARAM}=${input.token}`;
}
