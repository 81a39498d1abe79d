// A local stand-in for Razorpay's Payment Links and Refunds APIs, for tests and the
// production-mode journey, which must not reach the internet. It follows Razorpay's public
// docs: HTTP basic auth (key id : key secret), errors as { error: { code, description } },
// POST/GET /v1/payment_links, POST /v1/payments/:id/refund (X-Refund-Idempotency), webhooks
// signed with X-Razorpay-Signature (hex HMAC-SHA256 of the raw body with the webhook secret)
// and carrying X-Razorpay-Event-Id, and the hosted page's redirect to callback_url with
// razorpay_payment_link_* query parameters. Its hosted page is /pay/:plinkId (Pay / Fail).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay's ids: a prefix and 14 alphanumerics. */
const newId = (prefix) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALNUM[b % ALNUM.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');
const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * @typedef {{ method: string, path: string, body: any, idempotencyKey?: string, authorized: boolean }} LoggedRequest
 * @typedef {{ url: string, headers: Record<string, string>, body: string }} WebhookDelivery
 * @typedef {{ status: number, body: string }} WebhookAnswer
 * @typedef {{
 *   keyId: string, keySecret: string, webhookSecret: string, webhookUrl?: string, port?: number,
 *   deliver?: (delivery: WebhookDelivery) => Promise<WebhookAnswer>,
 * }} FakeRazorpayOptions
 */

/** @param {FakeRazorpayOptions} options */
export async function startFakeRazorpay(options) {
  const { keyId, keySecret, webhookSecret } = options;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  /** @type {Map<string, any>} */
  const links = new Map();
  /** @type {Map<string, any>} */
  const payments = new Map();
  /** @type {Map<string, { body: string, refund: any }>} */
  const refundsByKey = new Map();
  /** @type {LoggedRequest[]} */
  const requests = [];
  /** @type {{ delivery: WebhookDelivery, answer: WebhookAnswer }[]} */
  const deliveries = [];
  let baseUrl = '';

  const fail = (status, description) => ({
    status,
    body: { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA' } },
  });

  /** Razorpay's event envelope around a link (and its payment, when there is one). */
  function linkEvent(event, link, payment) {
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

  /**
   * Posts a signed webhook to `webhookUrl` (or through `deliver`). `secret` signs it with
   * another secret; `eventId` repeats a delivery as Razorpay's retries do.
   * @param {object} event
   * @param {{ eventId?: string | null, secret?: string }} [opts]
   */
  async function sendWebhook(event, opts = {}) {
    const body = JSON.stringify(event);
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmac(opts.secret ?? webhookSecret, body),
    };
    if (opts.eventId !== null) headers['x-razorpay-event-id'] = opts.eventId ?? newId('evt');
    const delivery = { url: fake.webhookUrl ?? '', headers, body };
    const answer = options.deliver
      ? await options.deliver(delivery)
      : await fetch(delivery.url, { method: 'POST', headers, body }).then(
          async (res) => ({ status: res.status, body: await res.text() }),
          // Our server down: Razorpay would retry later; the test sees status 0.
          (err) => ({ status: 0, body: err instanceof Error ? err.message : String(err) }),
        );
    deliveries.push({ delivery, answer });
    return { ...answer, eventId: headers['x-razorpay-event-id'], event, delivery };
  }

  /** @param {string} id @param {string} status @param {string} [at] */
  function close(id, status, at) {
    const link = links.get(id);
    if (!link) throw new Error(`fake Razorpay: no payment link ${id}`);
    link.status = status;
    if (at) link[at] = now();
    link.updated_at = now();
    return link;
  }

  /**
   * The guest pays the link: a captured payment, the link paid, and (unless told not to)
   * the signed payment_link.paid webhook. Resolves with the payment and the delivery.
   * @param {string} id @param {{ webhook?: boolean }} [opts]
   */
  async function pay(id, opts = {}) {
    const link = links.get(id);
    if (!link) throw new Error(`fake Razorpay: no payment link ${id}`);
    const payment = {
      id: newId('pay'),
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      status: 'captured',
      order_id: link.order_id,
      method: 'upi',
      captured: true,
      amount_refunded: 0,
      refund_status: null,
      description: link.description,
      notes: link.notes,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    link.payments = [
      ...(link.payments ?? []),
      {
        amount: link.amount,
        created_at: now(),
        method: 'upi',
        payment_id: payment.id,
        plink_id: link.id,
        status: 'captured',
        updated_at: now(),
      },
    ];
    link.amount_paid = link.amount;
    close(id, 'paid');
    const canDeliver = Boolean(options.deliver || fake.webhookUrl);
    const webhook =
      opts.webhook === false || !canDeliver
        ? null
        : await sendWebhook(linkEvent('payment_link.paid', link, payment));
    return { payment, link, webhook };
  }

  /** A failed attempt: the link lists a failed payment and stays payable. @param {string} id */
  function failAttempt(id) {
    const link = links.get(id);
    if (!link) throw new Error(`fake Razorpay: no payment link ${id}`);
    const paymentId = newId('pay');
    payments.set(paymentId, {
      id: paymentId,
      entity: 'payment',
      status: 'failed',
      amount: link.amount,
    });
    link.payments = [
      ...(link.payments ?? []),
      {
        amount: link.amount,
        created_at: now(),
        method: 'card',
        payment_id: paymentId,
        plink_id: link.id,
        status: 'failed',
        updated_at: now(),
      },
    ];
    return link;
  }

  function createLink(body) {
    if (!Number.isInteger(body?.amount) || body.amount < 100) {
      return fail(400, 'The amount must be atleast INR 1.00');
    }
    if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) {
      return fail(400, 'The currency provided is invalid');
    }
    if (body.callback_url && body.callback_method !== 'get') {
      return fail(400, 'callback_method must be get when callback_url is given');
    }
    const reference = body.reference_id;
    if (reference && [...links.values()].some((l) => l.reference_id === reference)) {
      return fail(400, `Payment Link with reference id ${reference} already exists`);
    }
    if (reference && String(reference).length > 40) {
      return fail(400, 'The reference id may not be greater than 40 characters.');
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
      reference_id: reference ?? '',
      reminder_enable: false,
      reminders: [],
      short_url: `${baseUrl}/pay/${id}`,
      status: 'created',
      updated_at: now(),
      upi_link: false,
      user_id: '',
    };
    links.set(id, link);
    return { status: 200, body: link };
  }

  function refund(paymentId, body, idempotencyKey) {
    const raw = JSON.stringify(body ?? {});
    if (idempotencyKey) {
      const seen = refundsByKey.get(idempotencyKey);
      if (seen && seen.body !== raw) {
        return fail(
          400,
          'Different request with the same idempotency key has already been processed.',
        );
      }
      if (seen) return { status: 200, body: seen.refund };
    }
    const payment = payments.get(paymentId);
    if (!payment) return fail(400, 'The id provided does not exist');
    if (payment.status !== 'captured') return fail(400, 'The payment has not been captured');
    const amount = body?.amount ?? payment.amount - payment.amount_refunded;
    if (
      !Number.isInteger(amount) ||
      amount <= 0 ||
      amount > payment.amount - payment.amount_refunded
    ) {
      return fail(400, 'The refund amount provided is greater than amount not refunded.');
    }
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    const created = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: body?.notes ?? {},
      receipt: body?.receipt ?? null,
      acquirer_data: {},
      created_at: now(),
      batch_id: null,
      status: fake.refundStatus,
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    if (idempotencyKey) refundsByKey.set(idempotencyKey, { body: raw, refund: created });
    return { status: 200, body: created };
  }

  function api(method, path, query, body) {
    if (method === 'POST' && path === '/v1/payment_links') return createLink(body);
    if (method === 'GET' && path === '/v1/payment_links') {
      const count = Number(query.get('count') ?? 10);
      const list = [...links.values()].reverse().slice(0, count);
      return { status: 200, body: { payment_links: list, count: list.length } };
    }
    const linkMatch = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (method === 'GET' && linkMatch) {
      const link = links.get(decodeURIComponent(linkMatch[1] ?? ''));
      return link ? { status: 200, body: link } : fail(400, 'The id provided does not exist');
    }
    return null;
  }

  function hostedPage(link, message = '') {
    const amount = (link.amount / 100).toFixed(2);
    const open = link.status === 'created';
    return `<!doctype html><html><head><meta charset="utf-8"><title>Fake Razorpay</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Fake Razorpay</h1><p>${escapeHtml(link.description)}</p>
<p><strong>${escapeHtml(link.currency)} ${amount}</strong></p>
<p role="status">${escapeHtml(message || `This payment link is ${link.status}.`)}</p>
${
  open
    ? `<form method="post"><button name="outcome" value="pay" style="min-height:44px">Pay</button>
<button name="outcome" value="fail" style="min-height:44px">Fail</button></form>`
    : ''
}
</body></html>`;
  }

  /** The hosted page's redirect back, with Razorpay's callback parameters and signature. */
  function callbackLocation(link, paymentId) {
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

  async function hosted(req, res, id) {
    const link = links.get(id);
    const html = (status, text) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(text);
    };
    if (!link) return html(404, '<!doctype html><p>No such payment link.</p>');
    if (req.method === 'GET') return html(200, hostedPage(link));
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const outcome = new URLSearchParams(raw).get('outcome');
    if (link.status !== 'created') return html(409, hostedPage(link));
    if (outcome === 'fail')
      return html(200, hostedPage(failAttempt(id), 'Payment failed. Please try again.'));
    const { payment } = await pay(id);
    if (!link.callback_url) return html(200, hostedPage(link, 'Payment successful.'));
    res.writeHead(303, { location: callbackLocation(link, payment.id) });
    res.end();
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = ({ status, body }) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page && (req.method === 'GET' || req.method === 'POST')) {
        return await hosted(req, res, decodeURIComponent(page[1] ?? ''));
      }
      let raw = '';
      for await (const chunk of req) raw += chunk;
      let body = null;
      if (raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          return send(fail(400, 'The request body is not valid JSON'));
        }
      }
      const authorized = req.headers.authorization === expectedAuth;
      const idempotencyKey = req.headers['x-refund-idempotency'];
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        body,
        idempotencyKey,
        authorized,
      });
      if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
      if (!authorized) return send(fail(401, 'Authentication failed'));
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      const answer =
        req.method === 'POST' && refundMatch
          ? refund(decodeURIComponent(refundMatch[1] ?? ''), body, idempotencyKey)
          : api(req.method, url.pathname, url.searchParams, body);
      send(answer ?? fail(404, 'The requested URL was not found on the server.'));
    } catch (err) {
      send(fail(500, `fake Razorpay: ${err instanceof Error ? err.message : String(err)}`));
    }
  });
  await new Promise((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)),
  );
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  baseUrl = `http://127.0.0.1:${address.port}`;

  const fake = {
    url: baseUrl,
    /** Where webhooks go (unless `deliver` was given); may be set after start. */
    webhookUrl: options.webhookUrl,
    /** Every API answer waits this long (the hosted page does not): a slow gateway. */
    delayMs: 0,
    /** The status new refunds get: processed, pending or failed. */
    refundStatus: 'processed',
    requests,
    deliveries,
    links,
    payments,
    pay,
    failAttempt,
    sendWebhook,
    /** The link's payment_link.paid / .expired / .cancelled event, as Razorpay would send it. */
    linkEvent: (event, id) => {
      const link = links.get(id);
      const paid = link?.payments?.find((p) => p.status === 'captured');
      return linkEvent(event, link, paid ? payments.get(paid.payment_id) : undefined);
    },
    expire: (id) => close(id, 'expired', 'expired_at'),
    cancel: (id) => close(id, 'cancelled', 'cancelled_at'),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
  return fake;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeRazorpay({
    keyId: process.env.FAKE_RAZORPAY_KEY_ID ?? 'rzp_test_FakeKeyId0001',
    keySecret: process.env.FAKE_RAZORPAY_KEY_SECRET ?? 'fake-razorpay-key-secret',
    webhookSecret: process.env.FAKE_RAZORPAY_WEBHOOK_SECRET ?? 'fake-razorpay-webhook-secret',
    webhookUrl: process.env.FAKE_RAZORPAY_WEBHOOK_URL,
    port: Number(process.env.FAKE_RAZORPAY_PORT ?? 0),
  });
  console.info(`fake Razorpay listening at ${fake.url}`);
}
