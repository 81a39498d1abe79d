// Socket.IO rooms are keyed by ids, never by the public channel names: two tenants' cart
// channel names can collide (short names may contain '-'), ids cannot. A client asks for a
// public name; the server maps it to one of these keys only when its session belongs there.

export const rooms = {
  cart: (ids: { tenantId: number; branchId: number; tableId: number }) =>
    `cart:${ids.tenantId}:${ids.branchId}:${ids.tableId}`,
  customer: (ids: { tenantId: number; branchId: number; tableId: number }) =>
    `customer:${ids.tenantId}:${ids.branchId}:${ids.tableId}`,
  price: (branchId: number) => `price:${branchId}`,
  staff: (ids: { tenantId: number; branchId: number }) => `staff:${ids.tenantId}:${ids.branchId}`,
  // The sockets of one staff member (joined on connecting, no channel name maps to it): events
  // meant for that person alone, like the end of his sessions.
  staffMember: (ids: { tenantId: number; staffUserId: number }) =>
    `staff:${ids.tenantId}:member:${ids.staffUserId}`,
  // No event goes here: it marks the sockets of one order's guests, so that they can all leave
  // their table's rooms at once when the order ends or moves, on every server process.
  order: (ids: { tenantId: number; orderId: number }) => `order:${ids.tenantId}:${ids.orderId}`,
} as const;
