import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  razorpayEventId,
  razorpayLinkId,
  razorpayWebhookReport,
  verifyRazorpaySignature,
} from './razorpay-webhook';

const SECRET = 'whsec-razorpay-unit';
const body = '{"event":"payment_link.paid","payload":{}}';
const sign = (raw: string, secret = SECRET) =>
  createHmac('sha256', secret).update(raw).digest('hex');

const linkEvent = (event: string, withPayment = true) => ({
  entity: 'event',
  event,
  contains: ['payment_link', 'order', 'payment'],
  payload: {
    payment_link: { entity: { id: 'plink_Abc123', status: 'paid' } },
    ...(withPayment ? { payment: { entity: { id: 'pay_Xyz789', status: 'captured' } } } : {}),
  },
});

describe('verifyRazorpaySignature', () => {
  it('accepts the hex HMAC-SHA256 of the raw body, string or buffer, any hex case', () => {
    expect(verifyRazorpaySignature(body, sign(body), SECRET)).toBe(true);
    expect(verifyRazorpaySignature(Buffer.from(body), sign(body), SECRET)).toBe(true);
    expect(verifyRazorpaySignature(body, sign(body).toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses another secret, a changed body, a missing or malformed header', () => {
    expect(verifyRazorpaySignature(body, sign(body, 'other'), SECRET)).toBe(false);
    expect(verifyRazorpaySignature(`${body} `, sign(body), SECRET)).toBe(false);
    expect(verifyRazorpaySignature(body, undefined, SECRET)).toBe(false);
    expect(verifyRazorpaySignature(body, '', SECRET)).toBe(false);
    expect(verifyRazorpaySignature(body, sign(body).slice(2), SECRET)).toBe(false);
    expect(verifyRazorpaySignature(body, `sha256=${sign(body)}`, SECRET)).toBe(false);
  });
});

describe('razorpayEventId', () => {
  it("uses Razorpay's event id header, else a hash of the body", () => {
    expect(razorpayEventId('evt_1', body)).toBe('evt_1');
    const hashed = razorpayEventId(undefined, body);
    expect(hashed).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(razorpayEventId('  ', Buffer.from(body))).toBe(hashed);
    expect(razorpayEventId(undefined, `${body} `)).not.toBe(hashed);
  });
});

describe('razorpayWebhookReport', () => {
  it('maps a paid link to CHARGED naming the payment', () => {
    expect(razorpayWebhookReport(linkEvent('payment_link.paid'))).toEqual({
      status: 'CHARGED',
      paymentRef: 'pay_Xyz789',
    });
    expect(razorpayLinkId(linkEvent('payment_link.paid'))).toBe('plink_Abc123');
  });

  it.each(['payment_link.expired', 'payment_link.cancelled'])(
    'maps %s to AUTHORIZATION_FAILED',
    (e) => {
      expect(razorpayWebhookReport(linkEvent(e, false))).toEqual({
        status: 'AUTHORIZATION_FAILED',
      });
    },
  );

  it('ignores partial payments, payment events and what it cannot read', () => {
    expect(razorpayWebhookReport(linkEvent('payment_link.partially_paid'))).toBeNull();
    const failed = { event: 'payment.failed', payload: { payment: { entity: { id: 'pay_1' } } } };
    expect(razorpayWebhookReport(failed)).toBeNull();
    expect(razorpayLinkId(failed)).toBeNull();
    expect(razorpayWebhookReport(null)).toBeNull();
    expect(razorpayWebhookReport({ event: 'payment_link.paid', payload: 'x' })).toBeNull();
    expect(razorpayLinkId([])).toBeNull();
  });
});
