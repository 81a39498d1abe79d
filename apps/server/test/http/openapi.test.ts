import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { BRAND_LOOK_ROUTES } from '@tableside/shared/contract/brand-look';
import { GUEST_ROUTES, SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The done-when of "OpenAPI documents every route": every route the real app registers is in
// GET /v1/openapi.json with a summary and a success response schema.

interface Operation {
  summary?: string;
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object }> }
  >;
}
type OpenApiDoc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Not API calls: the document itself, the health probe, the socket and static files (the
 * brand's theme stylesheet and monogram are files guests' browsers load, like /media/'s). */
const UNDOCUMENTED = new Set<string>([
  SYSTEM_ROUTES.health,
  SYSTEM_ROUTES.ready,
  SYSTEM_ROUTES.openApi,
  BRAND_LOOK_ROUTES.themeCss,
  BRAND_LOOK_ROUTES.monogram,
]);
const isStatic = (url: string) =>
  url.includes('*') || url.startsWith('/media/') || url.startsWith(SYSTEM_ROUTES.realtime);

/** Form posts answered by a redirect, with the status they document instead of a 2xx body. */
const REDIRECTS: Record<string, string> = {
  'post /v1/payments/simulated/{sessionId}': '303',
};

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

// Fastify announces every new instance on this channel before any route is added, so the
// hook below sees the routes of the app createTestApp builds, however they are registered.
const registered: { method: string; url: string }[] = [];
const onInstance = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method: method.toLowerCase(), url: route.url });
  });
};

let t: TestApp;
let doc: OpenApiDoc;
beforeAll(async () => {
  subscribe('fastify.initialization', onInstance);
  try {
    t = await createTestApp({ seed: false });
  } finally {
    unsubscribe('fastify.initialization', onInstance);
  }
  const res = await t.app.inject('/v1/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const apiRoutes = () => {
  const seen = new Set<string>();
  for (const { method, url } of registered) {
    if (method === 'head' || method === 'options') continue;
    if (UNDOCUMENTED.has(url) || isStatic(url)) continue;
    seen.add(`${method} ${toOpenApiPath(url)}`);
  }
  return [...seen].sort();
};

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
  });

  it('sees the app’s routes (the collection itself works)', () => {
    const routes = apiRoutes();
    expect(routes).toContain(`get ${GUEST_ROUTES.order}`);
    expect(routes).toContain('get /color-setting/tenant/{brandId}');
    // HEAD twins, the health probe and the document itself were collected, then left out.
    expect(registered).toContainEqual({ method: 'head', url: GUEST_ROUTES.order });
    expect(registered).toContainEqual({ method: 'get', url: SYSTEM_ROUTES.health });
    expect(routes).not.toContain(`get ${SYSTEM_ROUTES.health}`);
  });

  it('documents every registered route with a summary and a success response schema', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const [method = '', path = ''] = route.split(' ');
      const operation = doc.paths[path]?.[method];
      if (!operation) {
        problems.push(`${route}: not in the document`);
        continue;
      }
      if (!operation.summary?.trim()) problems.push(`${route}: no summary`);
      const responses = operation.responses ?? {};
      const redirect = REDIRECTS[route];
      if (redirect) {
        if (!responses[redirect]?.description) problems.push(`${route}: no ${redirect} response`);
        continue;
      }
      const withSchema = Object.entries(responses).filter(
        ([code, response]) =>
          /^2(\d\d|XX)$/.test(code) &&
          Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
      );
      if (withSchema.length === 0) problems.push(`${route}: no 2xx response schema`);
    }
    expect(problems).toEqual([]);
  });

  // Fastify answers these before any handler: 414 on every route, 413 and 415 wherever it reads
  // a body (every method but GET), each in ZErrorBody.
  it('documents 414 on every route and 413, 415 on every route that takes a body', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const [method = '', path = ''] = route.split(' ');
      const responses = doc.paths[path]?.[method]?.responses ?? {};
      const expected = method === 'get' ? ['414'] : ['413', '414', '415'];
      for (const code of expected) {
        const schema = responses[code]?.content?.['application/json']?.schema as
          | { properties?: Record<string, unknown> }
          | undefined;
        if (!schema?.properties?.message || !schema.properties.statusCode) {
          problems.push(`${route}: no ${code} in the error shape`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents only routes the app serves', () => {
    const served = new Set(apiRoutes());
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((route) => !served.has(route))).toEqual([]);
  });

  it.each(Object.entries(GUEST_ROUTES))('documents the guest call %s (%s)', (_name, path) => {
    expect(Object.keys(doc.paths)).toContain(toOpenApiPath(path));
  });
});
