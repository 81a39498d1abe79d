import { describe, expect, it } from 'vitest';
import {
  type StripeEvent,
  stripeSignature,
  stripeWebhookReport,
  verifyStripeSignature,
} from './stripe-webhook';

const secret = 'whsec_test_secret_0123456789';
const body = '{\n  "id": "evt_1",\n  "type": "checkout.session.completed"\n}';
const now = new Date('2026-03-10T12:00:00Z');
const t = now.getTime() / 1000;
const header = (sig = stripeSignature(body, secret, t), at = t) => `t=${at},v1=${sig}`;

describe('verifyStripeSignature', () => {
  it('accepts the signature of the exact bytes, as a string or a Buffer', () => {
    expect(verifyStripeSignature(body, header(), secret, now)).toEqual({ ok: true });
    expect(verifyStripeSignature(Buffer.from(body), header(), secret, now)).toEqual({ ok: true });
  });

  it('refuses another secret and a tampered body', () => {
    const other = header(stripeSignature(body, 'whsec_other', t));
    expect(verifyStripeSignature(body, other, secret, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    // Re-serialised JSON is not the bytes Stripe signed.
    const reformatted = JSON.stringify(JSON.parse(body));
    expect(verifyStripeSignature(reformatted, header(), secret, now).ok).toBe(false);
    expect(verifyStripeSignature(body.replace('evt_1', 'evt_2'), header(), secret, now).ok).toBe(
      false,
    );
  });

  it('refuses a timestamp outside the tolerance, either way, and a changed timestamp', () => {
    const old = t - 301;
    const signedOld = header(stripeSignature(body, secret, old), old);
    expect(verifyStripeSignature(body, signedOld, secret, now)).toEqual({
      ok: false,
      reason: 'stale',
    });
    const future = t + 301;
    expect(
      verifyStripeSignature(
        body,
        header(stripeSignature(body, secret, future), future),
        secret,
        now,
      ).ok,
    ).toBe(false);
    expect(verifyStripeSignature(body, signedOld, secret, now, 600)).toEqual({ ok: true });
    // The timestamp is signed too: moving it breaks the signature.
    expect(verifyStripeSignature(body, header(undefined, t - 10), secret, now).ok).toBe(false);
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyStripeSignature(body, undefined, secret, now)).toEqual({
      ok: false,
      reason: 'missing',
    });
    for (const bad of ['', 'v1=abc', `t=${t}`, `t=${t},v1=zz`, `t=soon,v1=${'a'.repeat(64)}`]) {
      expect(verifyStripeSignature(body, bad, secret, now).ok).toBe(false);
    }
  });

  it('accepts any one of several v1 signatures (a secret being rolled) and ignores v0', () => {
    const good = stripeSignature(body, secret, t);
    const stale = stripeSignature(body, 'whsec_previous', t);
    const rolled = `t=${t},v1=${stale},v1=${good},v0=${'0'.repeat(64)}`;
    expect(verifyStripeSignature(body, rolled, secret, now)).toEqual({ ok: true });
    expect(verifyStripeSignature(body, `t=${t},v0=${good}`, secret, now).ok).toBe(false);
  });
});

describe('stripeWebhookReport', () => {
  const event = (type: string, object: StripeEvent['data']['object'] = {}): StripeEvent => ({
    id: 'evt_1',
    type,
    data: { object: { id: 'cs_test_1', ...object } },
  });

  it('maps the Checkout events onto payment statuses', () => {
    const paid = { payment_status: 'paid', payment_intent: 'pi_1' };
    expect(stripeWebhookReport(event('checkout.session.completed', paid))).toEqual({
      status: 'CHARGED',
      paymentRef: 'pi_1',
    });
    expect(
      stripeWebhookReport(event('checkout.session.completed', { payment_status: 'unpaid' })),
    ).toEqual({ status: 'AUTHORIZING' });
    expect(stripeWebhookReport(event('checkout.session.async_payment_succeeded', paid))).toEqual({
      status: 'CHARGED',
      paymentRef: 'pi_1',
    });
    expect(stripeWebhookReport(event('checkout.session.async_payment_failed'))).toEqual({
      status: 'AUTHORIZATION_FAILED',
    });
    expect(stripeWebhookReport(event('checkout.session.expired'))).toEqual({
      status: 'AUTHORIZATION_FAILED',
    });
  });

  it('ignores other events', () => {
    expect(stripeWebhookReport(event('payment_intent.succeeded'))).toBeNull();
    expect(stripeWebhookReport(event('charge.refunded'))).toBeNull();
  });
});
