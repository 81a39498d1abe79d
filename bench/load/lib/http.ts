import { TENANT_HEADER } from '@tableside/shared/contract/common';

// The few HTTP calls of the benchmark, as the apps make them: JSON, X-Tenant, the session
// cookie of whoever calls.

export const BRAND_ID = 1;
export const BRANCH_ID = 1;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, string | number>;
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface Answer<T> {
  status: number;
  body: T;
  /** `name=value` of each Set-Cookie, ready for a Cookie header. */
  cookies: string[];
}

export async function call<T>(
  baseUrl: string,
  path: string,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { [TENANT_HEADER]: String(BRAND_ID), ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await response.text();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  return { status: response.status, body: parseBody(text) as T, cookies };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/** Like `call`, but anything other than 2xx throws with the answer's text. */
export async function callOk<T>(baseUrl: string, path: string, opts: CallOptions = {}) {
  const answer = await call<T>(baseUrl, path, opts);
  if (answer.status < 200 || answer.status > 299) {
    const message = (answer.body as { message?: string } | null)?.message ?? '';
    throw new Error(`${opts.method ?? 'GET'} ${path} answered ${answer.status}: ${message}`);
  }
  return answer;
}
