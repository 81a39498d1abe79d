// The objects of the Stripe fake (fake-stripe.mjs): ids, Stripe's error shape, a Checkout
// Session from its create form, a refund, and the fake's checkout page.
import { createHmac, randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** @param {string} prefix */
export const stripeId = (prefix) =>
  prefix + Array.from(randomBytes(24), (byte) => ALPHANUMERIC[byte % 62]).join('');
export const nowS = () => Math.floor(Date.now() / 1000);
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `metadata[key]=value` fields of a form, as Stripe stores them. @param {URLSearchParams} form */
function metadataOf(form) {
  /** @type {Record<string, string>} */
  const metadata = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

/**
 * Stripe's `v1` signature header for a payload: HMAC-SHA256 of `${t}.${payload}`.
 * @param {string} payload @param {string} secret @param {number} [t]
 */
export function stripeSignatureHeader(payload, secret, t = nowS()) {
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export class StripeFailure extends Error {
  /** @param {number} status @param {Record<string, string>} error */
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.error = { type: 'invalid_request_error', ...error };
  }
}
/** @param {string} param */
export const missing = (param) =>
  new StripeFailure(400, {
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
/** @param {string} param @param {string} message */
export const invalid = (param, message) =>
  new StripeFailure(400, { code: 'parameter_invalid', param, message });
/** @param {string} kind @param {string} id */
export const noSuch = (kind, id, status = 404) =>
  new StripeFailure(status, { code: 'resource_missing', message: `No such ${kind}: '${id}'` });

/**
 * @param {URLSearchParams} form
 * @param {string} fakeBase
 */
export function newSession(form, fakeBase) {
  const item = 'line_items[0]';
  /** @param {string} key */
  const required = (key) => {
    const value = form.get(key);
    if (!value) throw missing(key);
    return value;
  };
  if (required('mode') !== 'payment')
    throw invalid('mode', 'This fake supports mode=payment only.');
  const currency = required(`${item}[price_data][currency]`);
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalid(
      `${item}[price_data][currency]`,
      `Invalid currency: ${currency}. Use a lowercase ISO code.`,
    );
  }
  const unitAmount = Number(required(`${item}[price_data][unit_amount]`));
  if (!Number.isInteger(unitAmount) || unitAmount < 0) {
    throw invalid(
      `${item}[price_data][unit_amount]`,
      'Invalid integer: unit_amount must be a non-negative integer in the smallest currency unit.',
    );
  }
  required(`${item}[price_data][product_data][name]`);
  const quantity = Number(required(`${item}[quantity]`));
  if (!Number.isInteger(quantity) || quantity < 1)
    throw invalid(`${item}[quantity]`, 'Invalid positive integer');
  const successUrl = required('success_url');
  if (!URL.canParse(successUrl.replace('{CHECKOUT_SESSION_ID}', 'x')))
    throw invalid('success_url', 'Not a valid URL');
  const id = stripeId('cs_test_');
  const created = nowS();
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    cancel_url: form.get('cancel_url'),
    client_reference_id: form.get('client_reference_id'),
    created,
    currency,
    expires_at: created + 24 * 3600,
    livemode: false,
    metadata: metadataOf(form),
    mode: 'payment',
    payment_intent: /** @type {string | null} */ (null),
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: `${fakeBase}/pay/${id}`,
    // Not part of Stripe's object: what the checkout page shows (Stripe keeps it on the line item).
    product_name: required(`${item}[price_data][product_data][name]`),
    amount_refunded: 0,
  };
}

/** @typedef {ReturnType<typeof newSession>} FakeSession */

/** @param {FakeSession} session */
export function publicSession(session) {
  const { product_name: _name, amount_refunded: _refunded, ...object } = session;
  return object;
}

/**
 * A refund of a paid session's PaymentIntent, checked as Stripe checks it.
 * @param {URLSearchParams} form @param {Map<string, FakeSession>} sessions
 * @param {string} status what the fake answers (its `refundStatus`)
 */
export function newRefund(form, sessions, status) {
  const paymentIntent = form.get('payment_intent');
  if (!paymentIntent) throw missing('payment_intent');
  const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
  if (!session) throw noSuch('payment_intent', paymentIntent, 400);
  const left = session.amount_total - session.amount_refunded;
  const amount = form.has('amount') ? Number(form.get('amount')) : left;
  if (!Number.isInteger(amount) || amount < 1) throw invalid('amount', 'Invalid positive integer');
  if (amount > left) {
    throw invalid(
      'amount',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
    );
  }
  const reason = form.get('reason');
  if (reason && !REFUND_REASONS.includes(reason)) {
    throw invalid('reason', `Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`);
  }
  session.amount_refunded += amount;
  return {
    id: stripeId('re_'),
    object: 'refund',
    amount,
    currency: session.currency,
    created: nowS(),
    metadata: metadataOf(form),
    payment_intent: paymentIntent,
    reason: reason ?? null,
    status,
  };
}

/** @param {FakeSession} session @param {string} [notice] */
export function checkoutPage(session, notice = '') {
  const amount = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: session.currency.toUpperCase(),
  }).format(session.amount_total / 100);
  const open = session.status === 'open';
  const body = open
    ? `<form method="post"><button name="action" value="pay">Pay</button>
         <button name="action" value="decline" class="secondary">Decline</button></form>`
    : `<p>This checkout session is ${session.status === 'complete' ? 'already paid' : 'no longer active'}.</p>`;
  const back = session.cancel_url
    ? `<a href="${escapeHtml(session.cancel_url)}">Back to the restaurant</a>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout (Stripe test fake)</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
button{display:block;width:100%;min-height:44px;margin:.5rem 0;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:1rem}
button.secondary{background:#e3e8ee;color:#1a1f36}.notice{color:#cd3d64}</style></head><body>
<p>Test mode</p><h1>${escapeHtml(session.product_name)}</h1><p class="amount">${escapeHtml(amount)}</p>
${notice ? `<p class="notice" role="alert">${escapeHtml(notice)}</p>` : ''}${body}${back}</body></html>`;
}
