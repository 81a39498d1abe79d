import { GatewayError, type GatewayIo, type StripeSettings } from '../payment-port';

/** Stripe's error body: `{ error: { type, message, code?, param? } }`. */
interface StripeErrorBody {
  error?: { message?: unknown };
}

/** Stripe's own messages may quote a (masked) key; none of it reaches a log or an answer. */
const KEY_PATTERN = /\b(sk|rk|pk)_(live|test)_[A-Za-z0-9*]+/g;

async function failure(response: Response): Promise<GatewayError> {
  if (response.status === 401)
    return new GatewayError('Stripe refused the secret key', 'unauthorized');
  const body = (await response.json().catch(() => ({}))) as StripeErrorBody;
  const reason = typeof body.error?.message === 'string' ? body.error.message : '';
  const message = reason.replace(KEY_PATTERN, '[key]') || `HTTP ${response.status}`;
  return new GatewayError(`Stripe refused the request: ${message}`, 'refused');
}

export interface StripeRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Sent form-encoded (Stripe's API takes `a[b][c]=v` keys, not JSON). */
  form?: Record<string, string | number>;
  idempotencyKey?: string;
}

/**
 * One call to Stripe's REST API: Bearer secret key, a timeout for the whole exchange, and
 * every failure turned into a GatewayError that never carries the key.
 */
export async function stripeCall<T>(
  settings: StripeSettings,
  io: GatewayIo,
  request: StripeRequest,
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${settings.secretKey}` };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = Object.entries(request.form).map(
      ([key, value]) => [key, String(value)] as [string, string],
    );
    body = new URLSearchParams(form).toString();
  }
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  try {
    const response = await io.fetch(`${settings.apiUrl}${request.path}`, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(io.timeoutMs),
    });
    if (!response.ok) throw await failure(response);
    return (await response.json()) as T;
  } catch (err) {
    if (err instanceof GatewayError) throw err;
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new GatewayError('Stripe did not answer in time', 'timeout');
    }
    throw new GatewayError('Stripe could not be reached', 'unreachable');
  }
}
