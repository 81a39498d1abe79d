import { ZErrorBody } from '@tableside/shared/contract/error';

// The error statuses a route documents, by kind of call, so that routes of one kind promise
// the same ones. Each answers with ZErrorBody; a route with statuses of its own spreads one of
// these and adds them.

/** Before check-in: invalid input (400), an X-Tenant that does not own it (403), unknown (404). */
export const PUBLIC_ERRORS = { 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Behind the guest session: also 401 when the session cookie is missing or stale. */
export const GUEST_READ_ERRORS = { ...PUBLIC_ERRORS, 401: ZErrorBody };

/** A guest write: also 409 when the order's state refuses it. */
export const GUEST_WRITE_ERRORS = { ...GUEST_READ_ERRORS, 409: ZErrorBody };
