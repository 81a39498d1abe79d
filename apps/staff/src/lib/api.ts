import { ZErrorBody } from '@tableside/shared/contract/error';
import type { z } from 'zod';

// The console's one way to call the staff API: same-origin cookie (ts_staff), JSON in and
// out, answers checked against the contract, failures as ApiError with the server's message.

const TIMEOUT_MS = 15_000;
const OFFLINE = 'No connection. Check the network and try again.';
const BROKEN = 'Something went wrong. Please try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions<S extends z.ZodType | null> {
  path: string;
  schema: S;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

export async function apiRequest<S extends z.ZodType | null>(
  options: RequestOptions<S>,
): Promise<S extends z.ZodType ? z.infer<S> : null> {
  const { path, schema, method = 'GET', body, headers } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(OFFLINE, 0);
  }
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const parsed = ZErrorBody.safeParse(json);
    throw new ApiError(parsed.success ? parsed.data.message : BROKEN, response.status);
  }
  if (!schema) return null as never;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(BROKEN, response.status);
  return parsed.data as never;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The message to show for any thrown value. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : BROKEN;

export const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;
