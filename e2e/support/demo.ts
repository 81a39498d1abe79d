// The demo restaurant the server seeds into its fresh database (apps/server/src/db/seed):
// The Brew Room. Branch Indiranagar is open around the clock, tables 1 to 8 (8 has no customer
// associate); branch Koramangala takes orders 11:30 to 00:45, its 6 tables all serviceable.

export const DEMO = {
  brandId: 1,
  branchId: 1,
  /** Seeded without a customer associate, so never serviceable. */
  notServiceableTable: 8,
  /** The branch with real hours (Asia/Kolkata): the Last Call and closed-hours journeys. */
  koramangala: { branchId: 2, openingTime: '11:30:00', closingTime: '00:45:00' },
} as const;

/** What the table's QR code encodes (spec section 2 "Entry parameters"). */
export const tableUrl = (tableId: number, branchId: number = DEMO.branchId) =>
  `/?brandId=${DEMO.brandId}&branchId=${branchId}&tableId=${tableId}`;
