import { ZErrorBody } from '@tableside/shared/contract/error';
import { brandStylePath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { describe, expect, it } from 'vitest';
import { URL_MAX_LENGTH } from '../../src/http/error-responses';
import { useTestApp } from '../helpers/test-app';

// Issue 12, defect 2: the answers Fastify gives before any handler (body too large, URL too
// long, unsupported media type, a URL that does not decode) leave in the error shape every
// other error has, with the status the OpenAPI document lists (test/http/openapi.test.ts).

const t = useTestApp({ seed: false });

const expectErrorBody = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  const body = ZErrorBody.strict().parse(res.json());
  expect(body.statusCode).toBe(status);
  return body;
};

describe('answers before the handler', () => {
  it('413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: STAFF_ROUTES.login,
      payload: { username: 'x'.repeat(70_000), password: 'secret' },
    });
    expect(expectErrorBody(res, 413).error).toBe('Payload Too Large');
  });

  it('415 for a content type no parser reads, also on a call without a body schema', async () => {
    for (const url of [STAFF_ROUTES.login, STAFF_ROUTES.logout]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/xml' },
        payload: '<login/>',
      });
      expect(expectErrorBody(res, 415).error).toBe('Unsupported Media Type');
    }
  });

  it('414 for a URL over the limit, and not for one at it', async () => {
    const query = (length: number) => `${GUEST_ROUTES.tenant}?id=1&pad=`.padEnd(length, 'a');
    const long = await t.app.inject({ method: 'GET', url: query(URL_MAX_LENGTH + 1) });
    expect(expectErrorBody(long, 414).message).toBe(
      `URL must be at most ${URL_MAX_LENGTH} characters`,
    );
    const atLimit = await t.app.inject({ method: 'GET', url: query(URL_MAX_LENGTH) });
    expect(atLimit.statusCode).not.toBe(414);
  });

  it('400 in the error shape for a URL that does not decode', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${brandStylePath(1)}%E0%A4%A` });
    expectErrorBody(res, 400);
  });
});
