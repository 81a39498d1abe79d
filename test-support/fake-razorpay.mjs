// A local stand-in for Razorpay's Payment Links and Refunds APIs, for tests and the
// production-mode journey, which must not reach the internet. It follows Razorpay's public
// docs: HTTP basic auth (key id : key secret), errors as { error: { code, description } },
// POST/GET /v1/payment_links, POST /v1/payment_links/:id/cancel, POST /v1/payments/:id/refund (X-Refund-Idempotency), webhooks
// signed with X-Razorpay-Signature (hex HMAC-SHA256 of the raw body with the webhook secret)
// and carrying X-Razorpay-Event-Id, and the hosted page's redirect to callback_url with
// razorpay_payment_link_* query parameters. Its hosted page is /pay/:plinkId (Pay / Fail).
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  callbackLocation,
  razorpayError as fail,
  hmac,
  hostedPage,
  linkEvent,
  linkPaymentLine,
  newId,
  newLink,
  newPayment,
  newRefund,
  now,
} from './fake-razorpay-entities.mjs';

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
    const payment = newPayment(link, 'captured');
    payments.set(payment.id, payment);
    link.payments = [...(link.payments ?? []), linkPaymentLine(link, payment)];
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
    const payment = newPayment(link, 'failed');
    payments.set(payment.id, payment);
    link.payments = [...(link.payments ?? []), linkPaymentLine(link, payment)];
    return link;
  }

  function createLink(body) {
    const taken = (reference) => [...links.values()].some((l) => l.reference_id === reference);
    const { link, error } = newLink(body, baseUrl, taken);
    if (error) return error;
    links.set(link.id, link);
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
    const created = newRefund(payment, amount, body, fake.refundStatus);
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
    const cancelMatch = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelMatch) {
      const id = decodeURIComponent(cancelMatch[1] ?? '');
      const link = links.get(id);
      if (!link) return fail(400, 'The id provided does not exist');
      // Only a link in the created state can be cancelled (a paid one never).
      if (link.status !== 'created') {
        return fail(400, `Payment Link cannot be cancelled in ${link.status} state`);
      }
      return { status: 200, body: close(id, 'cancelled', 'cancelled_at') };
    }
    return null;
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
    res.writeHead(303, { location: callbackLocation(link, payment.id, keySecret) });
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
