// Guests rate their paid order (issue 16 item 11): one per guest per order, changeable for the
// edit window, versioned; staff read it on the order and in the reports.
import { FEEDBACK_ROUTES } from '@tableside/shared/contract/feedback';
import { buildPath } from '@tableside/shared/contract/routes';
import { averageRating, FEEDBACK_EDIT_WINDOW_MS } from '@tableside/shared/domain/feedback';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderFeedback } from '../../src/db/schema/index';
import { FEEDBACK_NOT_YET } from '../../src/services/feedback/feedback-view';
import { FEEDBACK_CLOSED, FEEDBACK_STALE } from '../../src/services/feedback/save-feedback';
import { addKnownCart } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { reportUrl } from '../reports/report-fixture';
import { signIn } from '../staff-api/staff-api-fixture';
import { otherBrandTable, paidGuest } from './receipt-fixture';

const t = useTestApp();
const staff: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  for (const user of ['waiter', 'manager', 'associate', 'kitchen', 'waiter2']) {
    staff[user] = await signIn(t, user);
  }
});

const put = (guest: SeatedGuest, payload: object, orderId = guest.orderId) =>
  t.app.inject({
    method: 'PUT',
    url: `${FEEDBACK_ROUTES.guest}?orderId=${orderId}`,
    headers: guest.headers,
    payload,
  });
const get = (guest: SeatedGuest) =>
  t.app.inject({
    method: 'GET',
    url: `${FEEDBACK_ROUTES.guest}?orderId=${guest.orderId}`,
    headers: guest.headers,
  });
const staffRead = (user: string, orderId: number) =>
  t.app.inject({
    method: 'GET',
    url: buildPath(FEEDBACK_ROUTES.staffOrder, { orderId }),
    headers: staff[user] ?? {},
  });

describe('a guest rates their paid order', () => {
  it('rates with one tap, adds a comment, and staff read it on the order', async () => {
    const guest = await paidGuest(t, staff.waiter ?? {}, { tableId: 1 });
    const before = await get(guest);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      feedback: null,
      editableUntil: new Date(t.clock.now().getTime() + FEEDBACK_EDIT_WINDOW_MS).toISOString(),
    });

    const rated = await put(guest, { rating: 4, version: 0 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().feedback).toMatchObject({ rating: 4, comment: '', version: 1 });
    const commented = await put(guest, {
      rating: 4,
      comment: '  Lovely fries, slow soup.  ',
      version: 1,
    });
    expect(commented.statusCode, commented.body).toBe(200);
    expect(commented.json().feedback).toMatchObject({
      rating: 4,
      comment: 'Lovely fries, slow soup.',
      version: 2,
    });
    expect((await get(guest)).json().feedback).toEqual(commented.json().feedback);

    const rows = await t.db
      .select()
      .from(orderFeedback)
      .where(eq(orderFeedback.orderId, guest.orderId));
    expect(rows).toHaveLength(1);
    const audits = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(guest.orderId))));
    expect(audits.filter((a) => a.action.startsWith('feedback.'))).toEqual([
      {
        action: 'feedback.create',
        detail: { customerId: guest.customerId, rating: 4, commentLength: 0, version: 1 },
      },
      {
        action: 'feedback.update',
        detail: { customerId: guest.customerId, rating: 4, commentLength: 24, version: 2 },
      },
    ]);

    for (const user of ['waiter', 'manager', 'associate']) {
      const res = await staffRead(user, guest.orderId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({
          customerId: guest.customerId,
          rating: 4,
          comment: 'Lovely fries, slow soup.',
        }),
      ]);
    }
  });

  it('refuses a stale save with 409 and the feedback as it is', async () => {
    const guest = await paidGuest(t, staff.waiter ?? {}, { tableId: 2 });
    expect((await put(guest, { rating: 5, version: 0 })).statusCode).toBe(200);
    const stale = await put(guest, { rating: 2, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: FEEDBACK_STALE,
      current: { rating: 5, version: 1 },
    });
    const [row] = await t.db
      .select()
      .from(orderFeedback)
      .where(eq(orderFeedback.orderId, guest.orderId));
    expect(row?.rating).toBe(5);
  });

  it('keeps one row when two first ratings race', async () => {
    const guest = await paidGuest(t, staff.waiter ?? {}, { tableId: 3 });
    const results = await Promise.all([
      put(guest, { rating: 3, version: 0 }),
      put(guest, { rating: 5, version: 0 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(orderFeedback)
      .where(eq(orderFeedback.orderId, guest.orderId));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ rating: 0, version: 0 }, 'rating: must be at least 1'],
    [{ rating: 6, version: 0 }, 'rating: must be at most 5'],
    [{ rating: 4.5, version: 0 }, 'rating: must be a whole number'],
    [{ version: 0 }, 'rating: '],
    [
      { rating: 4, comment: 'x'.repeat(501), version: 0 },
      'comment: must be at most 500 characters',
    ],
    [
      { rating: 4, comment: 'bad\u0000', version: 0 },
      'comment: must not contain control characters',
    ],
    [{ rating: 4 }, 'version: '],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const guest = await paidGuest(t, staff.waiter ?? {}, { tableId: 4 });
    const res = await put(guest, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(message)).toBe(true);
    expect(
      await t.db.select().from(orderFeedback).where(eq(orderFeedback.orderId, guest.orderId)),
    ).toEqual([]);
  });

  it('is refused before payment (409), after the edit window (409) and for another order (404)', async () => {
    const open = await seatGuest(t.db, t.clock, { tableId: 5 });
    await addKnownCart(t.db, open);
    const early = await put(open, { rating: 4, version: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(FEEDBACK_NOT_YET);

    const guest = await paidGuest(t, staff.waiter ?? {}, { tableId: 6 });
    expect((await put(guest, { rating: 4, version: 0 }, open.orderId)).statusCode).toBe(404);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + FEEDBACK_EDIT_WINDOW_MS + 1000).toISOString());
      const late = await put(guest, { rating: 4, version: 0 });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(FEEDBACK_CLOSED);
    } finally {
      t.clock.set(start.toISOString());
    }
  });
});

describe('who reads feedback', () => {
  it('refuses the kitchen (403), another brand (404) and anyone signed out (401)', async () => {
    const guest = await paidGuest(t, staff.waiter ?? {}, { tableId: 7 });
    expect((await staffRead('kitchen', guest.orderId)).statusCode).toBe(403);
    expect((await staffRead('waiter2', guest.orderId)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: buildPath(FEEDBACK_ROUTES.staffOrder, { orderId: guest.orderId }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives another brand's guest a 404 on this brand's order", async () => {
    const ours = await paidGuest(t, staff.waiter ?? {}, { tableId: 1 });
    const theirs = await paidGuest(t, staff.waiter2 ?? {}, { tableId: await otherBrandTable(t) });
    expect((await put(theirs, { rating: 1, version: 0 }, ours.orderId)).statusCode).toBe(404);
  });
});

describe('feedback in the sales report', () => {
  it('counts and averages the ratings of the range and lists the comments, newest first', async () => {
    const report = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: reportUrl(1, 'from=2026-03-10&to=2026-03-10'),
        headers: staff.manager ?? {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().feedback;
    };
    const before = await report();
    const a = await paidGuest(t, staff.waiter ?? {}, { tableId: 2 });
    const b = await paidGuest(t, staff.waiter ?? {}, { tableId: 3 });
    await put(a, { rating: 2, comment: 'Too loud.', version: 0 });
    t.clock.set(new Date(t.clock.now().getTime() + 60_000).toISOString());
    await put(b, { rating: 5, version: 0 });
    const after = await report();
    expect(after.count).toBe(before.count + 2);
    const ratings = await t.db
      .select({ rating: orderFeedback.rating })
      .from(orderFeedback)
      .where(eq(orderFeedback.branchId, 1));
    expect(after.count).toBe(ratings.length);
    expect(after.averageRating).toBe(averageRating(ratings.map((r) => r.rating)));
    expect(after.comments[0]).toMatchObject({
      orderId: a.orderId,
      rating: 2,
      comment: 'Too loud.',
    });
    expect(after.comments.some((c: { orderId: number }) => c.orderId === b.orderId)).toBe(false);
    const csv = await t.app.inject({
      method: 'GET',
      url: reportUrl(1, 'from=2026-03-10&to=2026-03-10&section=feedback').replace(
        '/sales?',
        '/sales.csv?',
      ),
      headers: staff.manager ?? {},
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('Order,Rating,Comment,Guest,At');
    expect(csv.body).toContain('Too loud.');
  });
});
