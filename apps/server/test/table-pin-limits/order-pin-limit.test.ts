// Issue 12 defect 4: the table PIN is limited per order, not only per customer, so several
// joining guests together get no more guesses at one table's PIN.
import { describe, expect, it } from 'vitest';
import { ORDER_PIN_LIMIT } from '../../src/services/check-in/pin-limits';
import { checkInNewGuest, postVerifyTable, tableCodeOf } from '../check-in/check-in-helpers';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const MINUTE = 60_000;
const wrongPin = (pin: string, n: number) =>
  String((Number(pin) + 1 + n) % 10_000).padStart(4, '0');

describe('guesses at one table PIN', () => {
  it('4 guests together get no more than the per-order limit; then even the right PIN waits', async () => {
    await checkInNewGuest(t, { tableId: 1, name: 'Host Guest' });
    const guests = [];
    for (let i = 0; i < 5; i += 1)
      guests.push(await checkInNewGuest(t, { tableId: 1, name: `Guest ${'ABCDE'[i]}` }));
    const orderId: number = guests[0]?.body.orderId;
    const pin = await tableCodeOf(t, orderId);
    const [late, ...guessers] = guests;

    // 4 guests, 4 wrong PINs each (under the per-guest lock of 5): 16 guesses offered.
    const codes: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const [i, g] of guessers.entries()) {
        const res = await postVerifyTable(t, orderId, wrongPin(pin, round * 4 + i), {
          cookie: g.cookie,
        });
        codes.push(res.statusCode);
      }
    }
    expect(codes.filter((c) => c === 400)).toHaveLength(ORDER_PIN_LIMIT.max);
    expect(codes.filter((c) => c === 423)).toHaveLength(16 - ORDER_PIN_LIMIT.max);

    // The order is locked for everyone, including a guest with the right PIN.
    const locked = await postVerifyTable(t, orderId, pin, { cookie: late?.cookie ?? '' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe('Too many wrong PINs. Please try again in 15 minutes.');

    t.clock.advance(15 * MINUTE);
    const after = await postVerifyTable(t, orderId, pin, { cookie: late?.cookie ?? '' });
    expect(after.statusCode).toBe(200);
  });

  it('another table is not affected', async () => {
    await checkInNewGuest(t, { tableId: 2, name: 'Host Guest' });
    const joiner = await checkInNewGuest(t, { tableId: 2, name: 'Joiner' });
    const orderId: number = joiner.body.orderId;
    const res = await postVerifyTable(t, orderId, await tableCodeOf(t, orderId), {
      cookie: joiner.cookie,
    });
    expect(res.statusCode).toBe(200);
  });
});
