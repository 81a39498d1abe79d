import { MSG } from '@tableside/shared/domain/messages';
import type { z } from 'zod';
import { ApiError, errorMessageFrom } from './api-error';
import { busyRetryDelayMs } from './busy-retry';
import { TENANT_HEADER } from './contract-constants';
import { session } from './storage';

/** Long enough for a slow venue Wi-Fi, short enough that a dead request does not hang a screen. */
export const DEFAULT_TIMEOUT_MS = 15_000;

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * A contract schema, or a loader of one: the boot-time calls load theirs beside the request so
 * zod stays out of the entry bundle (docs/decisions/0006).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export interface ApiRequest<S extends z.ZodType> {
  path: string;
  /** The contract schema of the 2xx answer. */
  schema: SchemaSource<S>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Arrays repeat the key (`callWaiterReasons=WATER&callWaiterReasons=CUTLERY`, DECISIONS). */
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** False only for the tenant lookup, which is how the app learns the tenant (spec section 6). */
  withTenant?: boolean;
  headers?: Record<string, string>;
  /** The caller's cancellation (TanStack Query passes one). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Text of the error when the answer carries none (spec section 8 defaults per call). */
  fallbackMessage?: string;
}

export interface ApiClientConfig {
  /** '' = same origin: the server serves the app and the API together. */
  baseUrl?: string;
  /** The X-Tenant value: the scanned brand id. */
  getTenantId: () => number | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The request URL; null and undefined query values are left out. */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function decodeJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Waits `ms`, or rejects with the caller's reason as soon as the caller cancels. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export function createApiClient(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? '';

  async function request<S extends z.ZodType>(req: ApiRequest<S>): Promise<z.output<S>> {
    const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);
    // Started now, so a lazily loaded schema downloads while the request is in flight.
    const schema = typeof req.schema === 'function' ? req.schema() : Promise.resolve(req.schema);
    // A failed schema load is reported after the request, like any other failure of the call.
    schema.catch(() => undefined);
    const fallback = req.fallbackMessage ?? MSG.defaultToast;
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    const tenantId = req.withTenant === false ? null : config.getTenantId();
    if (tenantId !== null) headers[TENANT_HEADER] = String(tenantId);
    if (req.body !== undefined) headers['content-type'] = 'application/json';

    const method = req.method ?? 'GET';
    const send = async (): Promise<{
      status: number;
      bodyText: string;
      retryAfter: string | null;
    }> => {
      // One controller carries both the timeout and the caller's cancellation, so either stops
      // the request and the body read; `timedOut` tells the two apart afterwards.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(
        () => {
          timedOut = true;
          controller.abort();
        },
        req.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      );
      const cancel = () => controller.abort(req.signal?.reason);
      if (req.signal?.aborted) cancel();
      req.signal?.addEventListener('abort', cancel, { once: true });
      try {
        const response = await fetchImpl(buildUrl(baseUrl, req.path, req.query), {
          method,
          headers,
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
          credentials: 'same-origin',
          signal: controller.signal,
        });
        const bodyText = await response.text();
        return {
          status: response.status,
          bodyText,
          retryAfter: response.headers.get('retry-after'),
        };
      } catch (cause) {
        if (timedOut) throw new ApiError('TIMEOUT_ERROR', fallback);
        // A cancelled request is not a failure to report: rethrow it as the caller's abort.
        if (req.signal?.aborted) throw cause;
        throw new ApiError('FETCH_ERROR', fallback);
      } finally {
        clearTimeout(timer);
        req.signal?.removeEventListener('abort', cancel);
      }
    };

    let { status, bodyText, retryAfter } = await send();
    // A server too busy to take the request says so and when to come back: one more try
    // then, so a dinner-rush blip does not become an error toast (docs/decisions/0026).
    const wait = busyRetryDelayMs(status, retryAfter, { method, headers });
    if (wait !== null) {
      await pause(wait, req.signal);
      ({ status, bodyText, retryAfter } = await send());
    }

    const decoded = decodeJson(bodyText);
    if (status < 200 || status > 299) {
      const body = decoded.ok ? decoded.value : bodyText;
      throw new ApiError('HTTP_ERROR', errorMessageFrom(body, fallback), status, body);
    }
    if (!decoded.ok) throw new ApiError('PARSING_ERROR', fallback, status, bodyText);
    let parsed: z.ZodSafeParseResult<z.output<S>>;
    try {
      parsed = (await schema).safeParse(decoded.value);
    } catch {
      // The schema's chunk did not load: the network failed, not the answer.
      throw new ApiError('FETCH_ERROR', fallback);
    }
    if (!parsed.success) {
      // A contract mismatch is a bug between client and server: say where, for whoever debugs.
      console.error(`Unexpected answer from ${req.path}`, parsed.error.issues);
      throw new ApiError('PARSING_ERROR', fallback, status, decoded.value);
    }
    return parsed.data;
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: same origin, X-Tenant from the scanned brand id. */
export const api: ApiClient = createApiClient({
  getTenantId: () => session.get('Ids')?.brandId ?? null,
});
