import type { TUpdateOrderCartEvent } from '@tableside/shared/contract/realtime';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../src/db/schema/index';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { addItems, addOk, findSize, itemBody, seatNewOrder, setQuantity } from './cart-fixtures';

const t = useTestApp();

/** The cart events since `from`, in seq order, with the quantity each gave the one line. */
function cartEvents(from: number) {
  return t.events
    .slice(from)
    .filter((e) => e.event === 'updateOrderCart')
    .map((e) => e.payload as TUpdateOrderCartEvent)
    .sort((a, b) => a.seq - b.seq)
    .map((p) => ({ seq: p.seq, quantity: p.orderGroups[0]?.orderItems[0]?.quantity }));
}

const expectConsecutive = (seqs: number[]) => {
  const first = seqs[0] ?? 0;
  expect(seqs).toEqual(seqs.map((_, i) => first + i));
};

describe('two guests changing one cart at once', () => {
  it('loses no add: 20 concurrent +1 adds make one line of 20', async () => {
    const a = await seatNewOrder(t, { tableId: 1 });
    const b = await seatGuest(t.db, t.clock, { tableId: 1 });
    const coffee = await findSize(t.db, 'Filter Coffee');
    const from = t.events.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const guest = i % 2 === 0 ? a : b;
        return addItems(t, guest, [itemBody(guest, coffee.id)]);
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, a.orderId));
    expect(lines.map((l) => l.quantity)).toEqual([20]);

    // Each add saw the one before it: in seq order the line grew 1, 2, ... 20.
    const events = cartEvents(from);
    expectConsecutive(events.map((e) => e.seq));
    expect(events.map((e) => e.quantity)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('loses no update: the last set by seq is the state, seqs strictly increase', async () => {
    const a = await seatNewOrder(t, { tableId: 2 });
    const b = await seatGuest(t.db, t.clock, { tableId: 2 });
    const chai = await findSize(t.db, 'Masala Chai');
    const added = await addOk(t, a, [itemBody(a, chai.id)]);
    const id = added.orderItemIds[0] ?? 0;
    const from = t.events.length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => setQuantity(t, i % 2 === 0 ? a : b, id, i + 1)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const events = cartEvents(from);
    expect(events).toHaveLength(20);
    expectConsecutive(events.map((e) => e.seq));
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, id));
    expect(line?.quantity).toBe(events.at(-1)?.quantity);
    // Every answer is a state some event described: no response mixes two writes.
    const answered = results.map((r) => r.json().seq as number);
    expect(new Set(answered).size).toBe(20);
  });
});
