// A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json,
// form-encoded, HTTP basic auth with the account SID and auth token), for tests and the
// production-mode journey, which must not reach the internet. It keeps what it was sent so a
// test can read the code a guest would get by SMS: GET /__messages?to=+91...
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/**
 * @param {{ accountSid: string, authToken: string, port?: number }} options
 * @returns {Promise<{ url: string, messages: { to: string, from: string, body: string }[], close: () => Promise<void> }>}
 */
export async function startFakeTwilio({ accountSid, authToken, port = 0 }) {
  /** @type {{ to: string, from: string, body: string }[]} */
  const messages = [];
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/__messages') {
      const to = url.searchParams.get('to');
      return send(200, messages.filter((m) => !to || m.to === to).reverse());
    }
    if (req.method !== 'POST' || url.pathname !== messagesPath) {
      return send(404, {
        code: 20404,
        message: 'The requested resource was not found',
        status: 404,
      });
    }
    if (req.headers.authorization !== expected) {
      return send(401, {
        code: 20003,
        message: 'Authentication Error - invalid username',
        status: 401,
      });
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!to || !from || !body) {
      return send(400, {
        code: 21604,
        message: "A 'To', 'From' and 'Body' are required",
        status: 400,
      });
    }
    messages.push({ to, from, body });
    send(201, {
      sid: `SM${messages.length.toString().padStart(32, '0')}`,
      status: 'queued',
      to,
      from,
      body,
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeTwilio({
    accountSid: process.env.FAKE_TWILIO_ACCOUNT_SID ?? 'AC00000000000000000000000000000000',
    authToken: process.env.FAKE_TWILIO_AUTH_TOKEN ?? 'fake-token',
    port: Number(process.env.FAKE_TWILIO_PORT ?? 0),
  });
  console.info(`fake Twilio listening at ${fake.url}`);
}
