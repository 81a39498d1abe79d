import type { TKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';

// What the board shows right after a bump, before the server's answer: the bumped line (or
// ticket) gone, and a ticket with nothing left to cook gone with it.

export function withoutItem(
  tickets: TKitchenTicketsResponse,
  orderItemId: number,
): TKitchenTicketsResponse {
  return tickets.flatMap((ticket) => {
    const items = ticket.items.filter((item) => item.id !== orderItemId);
    if (items.length === ticket.items.length) return [ticket];
    return items.length > 0 ? [{ ...ticket, items }] : [];
  });
}

export function withoutTicket(
  tickets: TKitchenTicketsResponse,
  orderGroupId: number,
): TKitchenTicketsResponse {
  return tickets.filter((ticket) => ticket.orderGroupId !== orderGroupId);
}
