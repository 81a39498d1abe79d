import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseBusy } from '../lib/database-busy';
import { VersionConflictError } from '../lib/version-conflict-error';

const HTTP_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Seconds a client is asked to wait before it tries a busy server again. */
const BUSY_RETRY_AFTER_S = 2;
const GENERIC_FAILURE = 'Something went wrong. Please try again later.';

const httpName = (status: number) =>
  HTTP_NAMES[status] ?? (status >= 500 ? 'Error' : 'Bad Request');

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** Names the field in a validation failure: "tableId: Invalid input: expected number". */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  const path =
    first?.params?.issue?.path?.map(String).join('.') ||
    first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
    '';
  const where = path || context || 'request';
  return `${where}: ${first?.message ?? 'is invalid'}`;
}

/**
 * The one error answer: every failure leaves as the spec's body `{ message, error, statusCode }`
 * (a stale save adds `current`, see VersionConflictError). Also Fastify's `frameworkErrors`,
 * the errors it meets before routing (a URL that does not decode), which would otherwise leave
 * in Fastify's own shape.
 */
export function answerError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    const body = {
      message: err.message,
      error: httpName(err.statusCode),
      statusCode: err.statusCode,
    };
    const current = err instanceof VersionConflictError ? err.current : undefined;
    return reply.code(err.statusCode).send(current === undefined ? body : { ...body, current });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const message = describeValidation(err.validationContext, err.validation);
    return reply.code(400).send({ message, error: 'Bad Request', statusCode: 400 });
  }
  const status =
    err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status >= 500 && isDatabaseBusy(err)) {
    // Overload, not a defect: logged once per request without the stack, and the same words
    // for the guest, who may simply try again.
    request.log.warn({ reqId: request.id, reason: err.message }, 'database busy');
    return reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_S))
      .send({ message: GENERIC_FAILURE, error: httpName(503), statusCode: 503 });
  }
  if (status >= 500) {
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply
      .code(500)
      .send({ message: GENERIC_FAILURE, error: httpName(500), statusCode: 500 });
  }
  // Fastify's own 4xx (malformed JSON, body too large, wrong content type) are safe to echo.
  return reply
    .code(status)
    .send({ message: err.message, error: httpName(status), statusCode: status });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
