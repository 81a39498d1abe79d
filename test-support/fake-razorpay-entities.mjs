// Razorpay's entities as its docs show them (Payment Link, Payment, Refund, webhook event),
// its error body, and the fake's hosted payment page: the pure half of fake-razorpay.mjs.
import { createHmac, randomBytes } from 'node:crypto';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 alphanumerics. @param {string} prefix */
export const newId = (prefix) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALNUM[b % ALNUM.length]).join('')}`;
export const now = () => Math.floor(Date.now() / 1000);
/** @param {string} secret @param {string} text */
export const hmac = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');

/** Razorpay's error answer. @param {number} status @param {string} description */
export const razorpayError = (status, description) => ({
  status,
  body: { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA' } },
});

/**
 * A new payment link from a create request, or Razorpay's 400 for what it would refuse.
 * @param {any} body @param {string} baseUrl @param {(reference: string) => boolean} referenceTaken
 */
export function newLink(body, baseUrl, referenceTaken) {
  if (!Number.isInteger(body?.amount) || body.amount < 100) {
    return { error: razorpayError(400, 'The amount must be atleast INR 1.00') };
  }
  if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) {
    return { error: razorpayError(400, 'The currency provided is invalid') };
  }
  if (body.callback_url && body.callback_method !== 'get') {
    return { error: razorpayError(400, 'callback_method must be get when callback_url is given') };
  }
  const reference = body.reference_id ?? '';
  if (String(reference).length > 40) {
    return { error: razorpayError(400, 'The reference id may not be greater than 40 characters.') };
  }
  if (reference && referenceTaken(reference)) {
    return {
      error: razorpayError(400, `Payment Link with reference id ${reference} already exists`),
    };
  }
  const id = newId('plink');
  const link = {
    id,
    accept_partial: body.accept_partial ?? false,
    amount: body.amount,
    amount_paid: 0,
    callback_method: body.callback_method ?? '',
    callback_url: body.callback_url ?? '',
    cancelled_at: 0,
    created_at: now(),
    currency: body.currency,
    customer: {},
    description: body.description ?? '',
    expire_by: 0,
    expired_at: 0,
    first_min_partial_amount: 0,
    notes: body.notes ?? null,
    notify: { email: false, sms: false },
    order_id: newId('order'),
    payments: null,
    reference_id: reference,
    reminder_enable: false,
    reminders: [],
    short_url: `${baseUrl}/pay/${id}`,
    status: 'created',
    updated_at: now(),
    upi_link: false,
    user_id: '',
  };
  return { link };
}

/** A payment made on a link; `captured` or `failed`. @param {any} link @param {string} status */
export function newPayment(link, status) {
  return {
    id: newId('pay'),
    entity: 'payment',
    amount: link.amount,
    currency: link.currency,
    status,
    order_id: link.order_id,
    method: status === 'captured' ? 'upi' : 'card',
    captured: status === 'captured',
    amount_refunded: 0,
    refund_status: null,
    description: link.description,
    notes: link.notes,
    created_at: now(),
  };
}

/** The link's own line for a payment (the `payments` array of a fetched link). @param {any} link @param {any} payment */
export const linkPaymentLine = (link, payment) => ({
  amount: payment.amount,
  created_at: payment.created_at,
  method: payment.method,
  payment_id: payment.id,
  plink_id: link.id,
  status: payment.status,
  updated_at: now(),
});

/** @param {any} payment @param {number} amount @param {any} body @param {string} status */
export const newRefund = (payment, amount, body, status) => ({
  id: newId('rfnd'),
  entity: 'refund',
  amount,
  currency: payment.currency,
  payment_id: payment.id,
  notes: body?.notes ?? {},
  receipt: body?.receipt ?? null,
  acquirer_data: {},
  created_at: now(),
  batch_id: null,
  status,
  speed_processed: 'normal',
  speed_requested: 'normal',
});

/** Razorpay's event envelope around a link (and its payment, when there is one). */
export function linkEvent(event, link, payment) {
  /** @type {Record<string, { entity: any }>} */
  const payload = { payment_link: { entity: link } };
  if (payment) payload.payment = { entity: payment };
  return {
    entity: 'event',
    account_id: 'acc_FakeRazorpay01',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: now(),
  };
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The hosted page: amount, description, and Pay / Fail while the link is payable. */
export function hostedPage(link, message = '') {
  const amount = (link.amount / 100).toFixed(2);
  const buttons =
    link.status === 'created'
      ? `<form method="post"><button name="outcome" value="pay" style="min-height:44px">Pay</button>
<button name="outcome" value="fail" style="min-height:44px">Fail</button></form>`
      : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>Fake Razorpay</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Fake Razorpay</h1><p>${escapeHtml(link.description)}</p>
<p><strong>${escapeHtml(link.currency)} ${amount}</strong></p>
<p role="status">${escapeHtml(message || `This payment link is ${link.status}.`)}</p>
${buttons}
</body></html>`;
}

/**
 * The hosted page's redirect back: callback_url with Razorpay's razorpay_payment_link_*
 * parameters and razorpay_signature (HMAC of link id|reference id|status|payment id, keyed
 * with the key secret).
 */
export function callbackLocation(link, paymentId, keySecret) {
  const url = new URL(link.callback_url);
  const params = {
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: link.id,
    razorpay_payment_link_reference_id: link.reference_id,
    razorpay_payment_link_status: link.status,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const signed = `${link.id}|${link.reference_id}|${link.status}|${paymentId}`;
  url.searchParams.set('razorpay_signature', hmac(keySecret, signed));
  return url.href;
}
