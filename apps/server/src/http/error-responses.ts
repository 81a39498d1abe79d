import { ZErrorBody } from '@tableside/shared/contract/error';
import type { FastifyInstance } from 'fastify';

// The error statuses a route documents, by kind of call, so that routes of one kind promise
// the same ones. Each answers with ZErrorBody; a route with statuses of its own spreads one of
// these and adds them.

/** Before check-in: invalid input (400), an X-Tenant that does not own it (403), unknown (404). */
export const PUBLIC_ERRORS = { 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Behind the guest session: also 401 when the session cookie is missing or stale. */
export const GUEST_READ_ERRORS = { ...PUBLIC_ERRORS, 401: ZErrorBody };

/** A guest write: also 409 when the order's state refuses it. */
export const GUEST_WRITE_ERRORS = { ...GUEST_READ_ERRORS, 409: ZErrorBody };

/** Longer request URLs are answered 414 before routing reaches a handler (app.ts). */
export const URL_MAX_LENGTH = 8 * 1024;

/**
 * What Fastify answers before any handler runs, so every route can answer it whatever its own
 * map says: 414 on every route; 413 (body over the limit) and 415 (a content type no parser
 * reads) on every method Fastify reads a body for, which is all but GET and HEAD, with or
 * without a body schema.
 */
export const URL_ERRORS = { 414: ZErrorBody };
export const BODY_ERRORS = { 413: ZErrorBody, 415: ZErrorBody };

const readsBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Adds URL_ERRORS and BODY_ERRORS to the responses of every route registered after it, so the
 * OpenAPI document lists them without each route module repeating them. Routes without a
 * response map (hidden ones) are left alone.
 */
export function documentTransportErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.schema || !response || route.schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    route.schema.response = {
      ...URL_ERRORS,
      ...(methods.some(readsBody) ? BODY_ERRORS : {}),
      ...response,
    };
  });
}

/** The 414 of a URL over URL_MAX_LENGTH; the error handler answers it in ZErrorBody. */
export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > URL_MAX_LENGTH) {
      throw Object.assign(new Error(`URL must be at most ${URL_MAX_LENGTH} characters`), {
        statusCode: 414,
      });
    }
  });
}
