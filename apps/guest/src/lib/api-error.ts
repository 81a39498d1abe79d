import { MSG } from '@tableside/shared/domain/messages';

/**
 * How a call failed (spec section 7): the request never got an answer (FETCH_ERROR), took too
 * long (TIMEOUT_ERROR), answered 2xx with a body the contract does not accept (PARSING_ERROR),
 * or answered with a non-2xx status (HTTP_ERROR, which keeps the status).
 */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The HTTP status for HTTP_ERROR; null when no usable answer arrived. */
    readonly status: number | null = null,
    /** The decoded error body (HTTP_ERROR) or the rejected 2xx body (PARSING_ERROR). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The text an error answer shows (spec section 8): its message, else its error field, else a
 * nested data.error (bodies some proxies wrap), else the caller's default.
 */
export function errorMessageFrom(body: unknown, fallback: string): string {
  return (
    text(field(body, 'message')) ??
    text(field(body, 'error')) ??
    text(field(field(body, 'data'), 'error')) ??
    fallback
  );
}

/** The text to show for anything a call threw; non-API failures get the default toast text. */
export function errorText(error: unknown, fallback: string = MSG.defaultToast): string {
  return isApiError(error) ? error.message : fallback;
}

/** True when the server answered with this exact text (spec section 8 triggers match on it). */
export const hasErrorMessage = (error: unknown, message: string): boolean =>
  isApiError(error) && error.kind === 'HTTP_ERROR' && error.message === message;
