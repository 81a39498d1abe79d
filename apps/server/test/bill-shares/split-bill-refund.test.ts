import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema/index';
import { settlePaymentSession } from '../../src/services/payments/settle-payment-session';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { payShare, seatTable } from './split-fixture';

const t = useTestApp();

describe('refunding a share of a split bill', () => {
  it('gives back the share and its tip, the gateway having charged both, and no more', async () => {
    const { asha } = await seatTable(t, 2);
    const share = await payShare(t, asha, {
      share: { way: 'AMOUNT', amount: 100 },
      tip: { kind: 'CUSTOM', amount: 10 },
      expectedAmount: 100,
    });
    expect(share.statusCode, share.body).toBe(200);
    const { sessionId } = share.json();
    await settlePaymentSession(
      { db: t.db, clock: t.clock, publisher: t.publisher },
      { sessionId, report: { status: 'CHARGED', paymentRef: `simpay_${sessionId}` } },
    );
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, asha.orderId));
    expect(payment).toMatchObject({ amountMinor: 10_000, tipMinor: 1_000 });
    const manager = await signIn(t, 'manager');
    const refund = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: buildPath(STAFF_ROUTES.refunds, asha),
        headers: manager,
        payload: { paymentId: payment?.id, amount, reason: 'Wrong table' },
      });
    const over = await refund(110.01);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/^amount: must be at most ₹110/);
    const all = await refund(110);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().payments).toEqual([
      expect.objectContaining({ amount: 100, tip: 10, refunded: 110, refundable: false }),
    ]);
  });
});
