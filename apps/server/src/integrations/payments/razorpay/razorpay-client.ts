import type { z } from 'zod';
import { GatewayError, type GatewayIo, type RazorpaySettings } from '../payment-port';

const DESCRIPTION_MAX = 200;

/** Razorpay's error body (docs "Errors"): { error: { code, description, ... } }. */
function errorDescription(body: unknown): string | undefined {
  const error = (body as { error?: { description?: unknown } } | null)?.error;
  return typeof error?.description === 'string' ? error.description : undefined;
}

const unexpected = () => new GatewayError('Razorpay answered in an unexpected form', 'refused');

const isTimeout = (err: unknown) =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

/**
 * Razorpay's REST API with HTTP basic auth (key id : key secret). Every failure becomes a
 * GatewayError whose message is Razorpay's reason with the keys taken out: it may reach a
 * log line or the owner's settings page.
 */
export function razorpayClient(settings: RazorpaySettings, io: GatewayIo) {
  const token = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
  const redact = (text: string) =>
    [settings.keySecret, settings.keyId, settings.webhookSecret]
      .reduce((out, secret) => out.replaceAll(secret, '[key]'), text)
      .slice(0, DESCRIPTION_MAX);

  async function send(method: string, path: string, body?: object, headers = {}) {
    // The timeout covers the answer's body too: a gateway that stalls mid-answer is as slow.
    const signal = AbortSignal.timeout(io.timeoutMs);
    const res = await io.fetch(`${settings.apiUrl}${path}`, {
      method,
      signal,
      headers: {
        authorization: `Basic ${token}`,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page: the status speaks for itself.
    }
    return { status: res.status, ok: res.ok, json };
  }

  return {
    /** One call; resolves with the parsed JSON of a 2xx answer. */
    async call(
      method: 'GET' | 'POST',
      path: string,
      body?: object,
      headers?: Record<string, string>,
    ): Promise<unknown> {
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(method, path, body, headers);
      } catch (err) {
        if (isTimeout(err)) throw new GatewayError('Razorpay did not answer in time', 'timeout');
        throw new GatewayError('Razorpay could not be reached', 'unreachable');
      }
      if (answer.status === 401) {
        throw new GatewayError('Razorpay refused the key id or secret', 'unauthorized');
      }
      if (!answer.ok) {
        const reason = errorDescription(answer.json) ?? `HTTP ${answer.status}`;
        throw new GatewayError(`Razorpay refused the request: ${redact(reason)}`, 'refused');
      }
      return answer.json;
    },

    /** Reads an answer; a shape we do not know is Razorpay's fault, not a crash of ours. */
    parse<T>(schema: z.ZodType<T>, json: unknown): T {
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw unexpected();
      return parsed.data;
    },

    unexpected,
  };
}
