import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { documentTransportErrors, refuseLongUrls } from './http/error-responses';
import { registerCompression } from './plugins/compression';
import { answerError, registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticApps } from './plugins/static-apps';
import { registerRoutes } from './routes';

/** Builds the Fastify instance with every plugin and route; never listens (server.ts does). */
export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 64 * 1024,
    // A URL that does not decode is answered before routing: in ZErrorBody like every error.
    frameworkErrors: answerError,
    trustProxy: deps.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  documentTransportErrors(app);
  refuseLongUrls(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerSecurityHeaders(app);
  await registerCompression(app);
  // Signs cookies that need it (reply.setCookie(..., { signed: true })).
  await app.register(cookie, { secret: deps.config.APP_SECRET });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tableside API',
        version: '0.1.0',
        description: 'Table-side ordering: guest and staff calls',
      },
    },
    transform: jsonSchemaTransform,
  });

  await registerRoutes(app, deps);
  await registerStaticApps(app, { sourceMaps: deps.config.NODE_ENV !== 'production' });
  return app;
}

export type AppInstance = Awaited<ReturnType<typeof buildApp>>;
