// A local stand-in for the part of Stripe's API that Tableside uses, following Stripe's public
// documentation: form-encoded requests authenticated by the secret key (Bearer, or Basic with
// the key as user name), Idempotency-Key replays, the `{ error: { type, message } }` shape,
// Checkout Sessions (open → complete/paid, or expired by time or by POST …/expire), refunds, the balance, and webhooks
// signed with the `Stripe-Signature: t=…,v1=…` scheme. It also serves a checkout page (/pay/:id)
// with 'Pay' and 'Decline' buttons, so a browser can pay as on checkout.stripe.com. For the
// server tests (import it) and the production journey (import it, or run it with node).
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import {
  checkoutPage,
  newRefund,
  newSession,
  noSuch,
  nowS,
  publicSession,
  StripeFailure,
  stripeId,
  stripeSignatureHeader,
} from './fake-stripe-objects.mjs';

export { stripeSignatureHeader };

/** @typedef {import('./fake-stripe-objects.mjs').FakeSession} FakeSession */

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
    const expireId = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)?.[1];
    if (method === 'POST' && expireId) {
      const id = decodeURIComponent(expireId);
      const session = sessions.get(id);
      if (!session) throw noSuch('checkout.session', id);
      // Stripe expires open sessions only, and says which status the session has instead.
      if (session.status !== 'open') {
        throw new StripeFailure(400, {
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
        });
      }
      return { status: 200, body: publicSession(fake.expire(id)) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = newRefund(form, sessions, fake.refundStatus);
      fake.refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (method === 'GET' && path === '/v1/balance') {
      const zero = [{ amount: 0, currency: 'usd', source_types: { card: 0 } }];
      return {
        status: 200,
        body: { object: 'balance', available: zero, pending: zero, livemode: false },
      };
    }
    throw new StripeFailure(404, { message: `Unrecognized request URL (${method}: ${path}).` });
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
