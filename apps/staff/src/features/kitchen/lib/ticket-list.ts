import type { TKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';
import type { PrepStatus } from '@tableside/shared/domain/enums';

// What the board shows right after a tap, before the server's answer: a delivered line (or
// ticket) gone, a ticket with nothing left to cook gone with it, a started line in its new state.

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

export function withPrepStatus(
  tickets: TKitchenTicketsResponse,
  change: { orderItemId: number; prepStatus: PrepStatus },
): TKitchenTicketsResponse {
  return tickets.map((ticket) =>
    ticket.items.some((item) => item.id === change.orderItemId)
      ? {
          ...ticket,
          items: ticket.items.map((item) =>
            item.id === change.orderItemId ? { ...item, prepStatus: change.prepStatus } : item,
          ),
        }
      : ticket,
  );
}
