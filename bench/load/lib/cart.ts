import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@tableside/shared/contract/common';
import type { TMenuProduct, TMenuResponse } from '@tableside/shared/contract/menu';
import type { TOrder } from '@tableside/shared/contract/order';
import type { TAddOrderItemsResponse } from '@tableside/shared/contract/order-items';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { Guest } from './guests';
import { BRANCH_ID, call, callOk } from './http';

// The two cart writes of the guest app (apps/guest/src/lib/cart-api.ts): add an item, and the
// cart's quantity counter. Each guest keeps one line of its own size: an add raises it by one
// (identical lines merge), the counter sets it back to 1, so the cart stays small and every
// write costs the same from the first minute to the last.

export type WriteOp = 'add' | 'quantity';

export interface CartGuest extends Guest {
  sizeId: number;
  price: number;
  lineId: number;
  /** Writes sent so far: even ones add, odd ones set the quantity. */
  writes: number;
}

export interface WriteResult {
  op: WriteOp;
  ok: boolean;
  status: number;
  /** The order's realtime seq this write took (its updateOrderCart event carries it). */
  seq: number | null;
  error: string | null;
}

/** Sizes a guest can add without choosing add-ons, in menu order. */
export async function plainSizes(baseUrl: string): Promise<{ id: number; price: number }[]> {
  const { body } = await callOk<TMenuResponse>(baseUrl, GUEST_ROUTES.menu, {
    query: { branchId: BRANCH_ID },
  });
  const products: TMenuProduct[] = body.flatMap((category) => [
    ...category.menuResponseDetails,
    ...category.subCategories.flatMap((sub) => sub.menuResponseDetails),
  ]);
  return products
    .flatMap((product) => product.menuItems)
    .filter((size) => size.branchSettings.isAvailable && size.branchSettings.minModifiers === 0)
    .map((size) => ({ id: size.menuItemMasterId, price: size.branchSettings.price }));
}

const addBody = (guest: Pick<CartGuest, 'orderId' | 'customerId' | 'sizeId' | 'price'>) => ({
  orderId: guest.orderId,
  menuItemsBody: [
    {
      quantity: 1,
      menuItemMaster: { id: guest.sizeId },
      price: guest.price,
      modifiers: [],
      orderItemModifierQuantityMappings: [],
      instructions: [],
      customerId: guest.customerId,
    },
  ],
});

/** Gives each guest its size and its cart line (the first add), before anything is timed. */
export async function openCartLines(guests: Guest[]): Promise<CartGuest[]> {
  const sizes = await plainSizes(guests[0]!.node.baseUrl);
  if (sizes.length < guests.length) throw new Error(`Only ${sizes.length} plain sizes on the menu`);
  return Promise.all(
    guests.map(async (guest, index) => {
      const size = sizes[index]!;
      const cart = { ...guest, sizeId: size.id, price: size.price };
      const { body } = await callOk<TAddOrderItemsResponse>(
        guest.node.baseUrl,
        GUEST_ROUTES.addOrderItems,
        {
          method: 'POST',
          query: { orderId: guest.orderId },
          body: addBody(cart),
          cookie: guest.cookie,
          headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        },
      );
      return { ...cart, lineId: body.orderItemIds[0]!, writes: 0 };
    }),
  );
}

/** The guest's next write, answered or failed; a timeout aborts it. */
export async function writeCart(guest: CartGuest, timeoutMs: number): Promise<WriteResult> {
  const op: WriteOp = guest.writes % 2 === 0 ? 'add' : 'quantity';
  guest.writes += 1;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const answer =
      op === 'add'
        ? await call<TAddOrderItemsResponse>(guest.node.baseUrl, GUEST_ROUTES.addOrderItems, {
            method: 'POST',
            query: { orderId: guest.orderId },
            body: addBody(guest),
            cookie: guest.cookie,
            headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
            signal,
          })
        : await call<TOrder>(guest.node.baseUrl, GUEST_ROUTES.updateQuantity, {
            method: 'PUT',
            query: { id: guest.lineId, price: 0, quantity: 1 },
            cookie: guest.cookie,
            signal,
          });
    if (answer.status !== 200) {
      const message = (answer.body as { message?: string } | null)?.message ?? '';
      return {
        op,
        ok: false,
        status: answer.status,
        seq: null,
        error: `${answer.status} ${message}`,
      };
    }
    const order = op === 'add' ? (answer.body as TAddOrderItemsResponse).order : answer.body;
    return { op, ok: true, status: 200, seq: (order as TOrder).seq, error: null };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || signal.aborted) {
      return { op, ok: false, status: 0, seq: null, error: 'timeout' };
    }
    const message =
      error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : '';
    return { op, ok: false, status: 0, seq: null, error: `network: ${message}` };
  }
}
