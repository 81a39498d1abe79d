import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ seed: false });

describe('system routes', () => {
  it('GET /healthz answers 200 while the database answers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      checks: { database: 'up', redis: 'off' },
    });
  });

  it('echoes a request id, or makes one', async () => {
    const given = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc12345-req' },
    });
    expect(given.headers['x-request-id']).toBe('abc12345-req');
    const made = await t.app.inject('/healthz');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /v1/openapi.json documents the public lookups', async () => {
    const res = await t.app.inject('/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/tenant/public',
        '/v1/branch/public',
        '/color-setting/tenant/{brandId}',
      ]),
    );
  });

  it('answers an unknown API route with the error body', async () => {
    const res = await t.app.inject('/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', statusCode: 404 });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/tenant/public',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": ',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().statusCode).toBe(res.statusCode);
  });
});
