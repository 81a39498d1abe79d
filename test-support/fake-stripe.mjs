// A local stand-in for the part of Stripe's API that Tableside uses, following Stripe's public
// documentation: form-encoded requests authenticated by the secret key (Bearer, or Basic with
// the key as user name), Idempotency-Key replays, the `{ error: { type, message } }` shape,
// Checkout Sessions (open → complete/paid, or expired), refunds, the balance, and webhooks
// signed with the `Stripe-Signature: t=…,v1=…` scheme. It also serves a checkout page (/pay/:id)
// with 'Pay' and 'Decline' buttons, so a browser can pay as on checkout.stripe.com. For the
// server tests (import it) and the production journey (import it, or run it with node).
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** @param {string} prefix */
const stripeId = (prefix) =>
  prefix + Array.from(randomBytes(24), (byte) => ALPHANUMERIC[byte % 62]).join('');
const nowS = () => Math.floor(Date.now() / 1000);
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];
/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Stripe's `v1` signature header for a payload: HMAC-SHA256 of `${t}.${payload}`.
 * @param {string} payload @param {string} secret @param {number} [t]
 */
export function stripeSignatureHeader(payload, secret, t = nowS()) {
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

class StripeFailure extends Error {
  /** @param {number} status @param {Record<string, string>} error */
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.error = { type: 'invalid_request_error', ...error };
  }
}
/** @param {string} param */
const missing = (param) =>
  new StripeFailure(400, {
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
/** @param {string} param @param {string} message */
const invalid = (param, message) =>
  new StripeFailure(400, { code: 'parameter_invalid', param, message });
/** @param {string} kind @param {string} id */
const noSuch = (kind, id, status = 404) =>
  new StripeFailure(status, { code: 'resource_missing', message: `No such ${kind}: '${id}'` });

/**
 * @param {URLSearchParams} form
 * @param {string} fakeBase
 */
function newSession(form, fakeBase) {
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
  /** @type {Record<string, string>} */
  const metadata = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
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
    metadata,
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

/**
 * @param {{ secretKey: string, webhookSecret: string, webhookUrl?: string, port?: number }} options
 */
export async function startFakeStripe({ secretKey, webhookSecret, webhookUrl, port = 0 }) {
  /** @type {Map<string, FakeSession>} */
  const sessions = new Map();
  /** @type {Map<string, { path: string, status: number, body: unknown }>} */
  const idempotent = new Map();
  const fake = {
    url: '',
    webhookUrl,
    /** Added before every answer of the API (not the checkout page): provokes timeouts. */
    delayMs: 0,
    /** The status new refunds get ('succeeded', or 'pending' as bank transfers do). */
    refundStatus: 'succeeded',
    /** @type {{ method: string, path: string, idempotencyKey?: string, form: Record<string, string> }[]} */
    requests: [],
    /** @type {Record<string, unknown>[]} */
    refunds: [],
    sessions,
    /** @type {{ event: Record<string, unknown>, status: number | null, error?: string }[]} */
    webhooks: [],
    get lastWebhook() {
      return fake.webhooks.at(-1);
    },
    /** Marks an open session paid (what the 'Pay' button does, without the webhook). @param {string} id */
    pay(id) {
      const session = sessions.get(id);
      if (session?.status !== 'open') throw new Error(`no open session ${id}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: stripeId('pi_'),
      });
      return session;
    },
    /** Ends an open session unpaid, as Stripe does after 24 h. @param {string} id */
    expire(id) {
      const session = sessions.get(id);
      if (session?.status !== 'open') throw new Error(`no open session ${id}`);
      session.status = 'expired';
      return session;
    },
    /**
     * An event about a session, as Stripe delivers it: pretty-printed JSON (so only the exact
     * bytes verify) and its Stripe-Signature header.
     * @param {string} type @param {string} sessionId @param {{ t?: number, secret?: string }} [sign]
     */
    event(type, sessionId, sign = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const { product_name: _name, amount_refunded: _refunded, ...object } = session;
      const event = {
        id: stripeId('evt_'),
        object: 'event',
        api_version: '2024-06-20',
        created: nowS(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const body = JSON.stringify(event, null, 2);
      const signature = stripeSignatureHeader(body, sign.secret ?? webhookSecret, sign.t);
      return {
        event,
        body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
        },
      };
    },
    /** POSTs a delivery to the webhook URL and keeps what happened. @param {ReturnType<typeof fake.event>} delivery */
    async sendWebhook(delivery) {
      if (!fake.webhookUrl) throw new Error('the fake has no webhookUrl');
      const record = {
        event: delivery.event,
        status: /** @type {number | null} */ (null),
        error: undefined,
      };
      fake.webhooks.push(record);
      try {
        const response = await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
        });
        record.status = response.status;
      } catch (err) {
        record.error = String(err);
      }
      return record;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };

  /** @param {import('node:http').IncomingMessage} req */
  function authorised(req) {
    const header = req.headers.authorization ?? '';
    if (header === `Bearer ${secretKey}`) return true;
    return header === `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  }

  /** @param {string} method @param {string} path @param {URLSearchParams} form */
  function api(method, path, form) {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = newSession(form, fake.url);
      sessions.set(session.id, session);
      return { status: 200, body: publicSession(session) };
    }
    const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && sessionId) {
      const session = sessions.get(decodeURIComponent(sessionId));
      if (!session) throw noSuch('checkout.session', decodeURIComponent(sessionId));
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'POST' && path === '/v1/refunds') return { status: 200, body: refund(form) };
    if (method === 'GET' && path === '/v1/balance') {
      const zero = [{ amount: 0, currency: 'usd', source_types: { card: 0 } }];
      return {
        status: 200,
        body: { object: 'balance', available: zero, pending: zero, livemode: false },
      };
    }
    throw new StripeFailure(404, { message: `Unrecognized request URL (${method}: ${path}).` });
  }

  /** @param {FakeSession} session */
  function publicSession(session) {
    const { product_name: _name, amount_refunded: _refunded, ...object } = session;
    return object;
  }

  /** @param {URLSearchParams} form */
  function refund(form) {
    const paymentIntent = form.get('payment_intent');
    if (!paymentIntent) throw missing('payment_intent');
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) throw noSuch('payment_intent', paymentIntent, 400);
    const left = session.amount_total - session.amount_refunded;
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('amount', 'Invalid positive integer');
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
    /** @type {Record<string, string>} */
    const metadata = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    session.amount_refunded += amount;
    const created = {
      id: stripeId('re_'),
      object: 'refund',
      amount,
      currency: session.currency,
      created: nowS(),
      metadata,
      payment_intent: paymentIntent,
      reason: reason ?? null,
      status: fake.refundStatus,
    };
    fake.refunds.push(created);
    return created;
  }

  /** @param {FakeSession} session @param {string} [notice] */
  function checkoutPage(session, notice = '') {
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
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
button{display:block;width:100%;min-height:44px;margin:.5rem 0;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:1rem}
button.secondary{background:#e3e8ee;color:#1a1f36}.notice{color:#cd3d64}</style></head><body>
<p>Test mode</p><h1>${escapeHtml(session.product_name)}</h1><p class="amount">${escapeHtml(amount)}</p>
${notice ? `<p class="notice" role="alert">${escapeHtml(notice)}</p>` : ''}${body}${back}</body></html>`;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} id @param {URLSearchParams} form */
  async function payPage(req, res, id, form) {
    const session = sessions.get(id);
    const html = (/** @type {number} */ status, /** @type {string} */ text) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(text);
    };
    if (!session)
      return html(
        404,
        '<!doctype html><title>Not found</title><p>Something went wrong: no such checkout session.</p>',
      );
    if (req.method !== 'POST' || session.status !== 'open') return html(200, checkoutPage(session));
    if (form.get('action') === 'decline') {
      // Stripe keeps the session open after a declined card: the payer may try another one.
      return html(200, checkoutPage(session, 'Your card was declined.'));
    }
    fake.pay(id);
    if (fake.webhookUrl) await fake.sendWebhook(fake.event('checkout.session.completed', id));
    res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
    res.end();
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    const method = req.method ?? 'GET';
    const payId = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname)?.[1];
    if (payId) return payPage(req, res, payId, form);

    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    fake.requests.push({
      method,
      path: url.pathname,
      idempotencyKey,
      form: Object.fromEntries(form),
    });
    if (fake.delayMs > 0) await sleep(fake.delayMs);
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req_') });
      res.end(JSON.stringify(body));
    };
    if (!authorised(req)) {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const message = given
        ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(given.length - 12, 0))}${given.slice(-4)}`
        : 'You did not provide an API key. You need to provide your API key in the Authorization header.';
      return send(401, { error: { type: 'invalid_request_error', message } });
    }
    const replay = idempotencyKey && method === 'POST' ? idempotent.get(idempotencyKey) : undefined;
    if (replay) {
      if (replay.path !== url.pathname) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used for the same endpoint.',
          },
        });
      }
      return send(replay.status, replay.body);
    }
    let answer;
    try {
      answer = api(method, url.pathname, form);
    } catch (err) {
      if (!(err instanceof StripeFailure)) throw err;
      answer = { status: err.status, body: { error: err.error } };
    }
    if (idempotencyKey && method === 'POST')
      idempotent.set(idempotencyKey, { path: url.pathname, ...answer });
    send(answer.status, answer.body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  fake.url = `http://127.0.0.1:${address.port}`;
  return fake;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeStripe({
    secretKey: process.env.FAKE_STRIPE_SECRET_KEY ?? 'sk_test_fake',
    webhookSecret: process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? 'whsec_fake',
    webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
    port: Number(process.env.FAKE_STRIPE_PORT ?? 0),
  });
  console.info(`fake Stripe listening at ${fake.url}`);
}
