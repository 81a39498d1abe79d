import { ZErrorBody } from '@tableside/shared/contract/error';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { VersionConflictError } from '../lib/version-conflict-error';
import { registerErrorHandler } from './error-handler';

const ZConflict = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: z.object({ id: z.number(), version: z.number() }).optional(),
});

async function appThrowing(error: Error, conflictSchema?: z.ZodType) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const schema = conflictSchema ? { response: { 409: conflictSchema } } : {};
  app.put('/thing', { schema }, async () => {
    throw error;
  });
  const res = await app.inject({ method: 'PUT', url: '/thing' });
  await app.close();
  return res;
}

describe('answerError', () => {
  it('answers a stale save 409 with the thing as it is now, in the route schema’s order', async () => {
    const res = await appThrowing(
      new VersionConflictError('Someone else changed this meanwhile', { id: 7, version: 3 }),
      ZConflict,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body).toBe(
      '{"statusCode":409,"error":"Conflict","message":"Someone else changed this meanwhile",' +
        '"current":{"id":7,"version":3}}',
    );
  });

  it('leaves `current` out when there is none, or when the 409 is the plain error body', async () => {
    const bare = await appThrowing(new VersionConflictError('The list changed'), ZConflict);
    expect(bare.body).toBe('{"statusCode":409,"error":"Conflict","message":"The list changed"}');
    const plain = await appThrowing(
      new VersionConflictError('Someone else changed this branch', { id: 1, version: 2 }),
      ZErrorBody,
    );
    expect(plain.json()).toEqual({
      message: 'Someone else changed this branch',
      error: 'Conflict',
      statusCode: 409,
    });
  });

  it('answers any other AppError with the body it always had', async () => {
    const res = await appThrowing(new AppError('CONFLICT', 'This username is taken'));
    expect(res.body).toBe(
      '{"message":"This username is taken","error":"Conflict","statusCode":409}',
    );
  });

  it('answers a database too busy to take the request 503 with Retry-After, its words unchanged', async () => {
    const pool = new Error('timeout exceeded when trying to connect');
    const res = await appThrowing(new Error('Failed query: select 1', { cause: pool }));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      message: 'Something went wrong. Please try again later.',
      error: 'Service Unavailable',
      statusCode: 503,
    });
  });

  it('still answers any other failure 500, without its internals', async () => {
    const res = await appThrowing(new Error('relation "secrets" does not exist'));
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({
      message: 'Something went wrong. Please try again later.',
      error: 'Internal Server Error',
      statusCode: 500,
    });
  });
});
