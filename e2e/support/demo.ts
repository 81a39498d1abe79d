// The demo restaurant the server seeds into its fresh database (apps/server/src/db/seed):
// The Brew Room, branch Indiranagar, open around the clock, tables 1 to 8.

export const DEMO = {
  brandId: 1,
  branchId: 1,
  /** Tables with a customer associate: every check-in journey takes one of these. */
  serviceableTables: [1, 2, 3, 4, 5, 6, 7],
  /** Seeded without a customer associate, so never serviceable. */
  notServiceableTable: 8,
} as const;

/** What the table's QR code encodes (spec section 2 "Entry parameters"). */
export const tableUrl = (tableId: number) =>
  `/?brandId=${DEMO.brandId}&branchId=${DEMO.branchId}&tableId=${tableId}`;
