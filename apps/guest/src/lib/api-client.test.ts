import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildUrl, createApiClient } from './api-client';
import { ApiError, errorMessageFrom, errorText, hasErrorMessage } from './api-error';

const ZThing = z.object({ id: z.number() });

const respond = (status: number, body: string) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }));

function client(fetchImpl: typeof fetch, tenant: number | null = 7) {
  return createApiClient({ fetch: fetchImpl, getTenantId: () => tenant, timeoutMs: 1000 });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('buildUrl', () => {
  it('adds the query, repeats array keys and leaves out null and undefined', () => {
    expect(
      buildUrl('', '/v1/x', { a: 1, b: undefined, c: null, r: ['WATER', 'CUTLERY'], t: true }),
    ).toBe('/v1/x?a=1&r=WATER&r=CUTLERY&t=true');
  });

  it('encodes values and keeps a bare path without a query', () => {
    expect(buildUrl('http://h', '/p', { phoneNo: '+91 98' })).toBe('http://h/p?phoneNo=%2B91+98');
    expect(buildUrl('', '/p')).toBe('/p');
  });
});

describe('api client: requests', () => {
  it('sends X-Tenant, same-origin credentials, JSON body and parses the answer', async () => {
    const fetchImpl = respond(200, '{"id":3,"extra":true}');
    const result = await client(fetchImpl).request({
      path: '/v1/thing',
      method: 'POST',
      body: { a: 1 },
      schema: ZThing,
    });
    expect(result).toEqual({ id: 3 });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/v1/thing');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      'x-tenant': '7',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('leaves X-Tenant out for the tenant lookup and when no table is known', async () => {
    const lookup = respond(200, '{"id":1}');
    await client(lookup).request({ path: '/t', schema: ZThing, withTenant: false });
    expect(lookup.mock.calls[0]![1]?.headers).not.toHaveProperty('x-tenant');

    const unknown = respond(200, '{"id":1}');
    await client(unknown, null).request({ path: '/t', schema: ZThing });
    expect(unknown.mock.calls[0]![1]?.headers).not.toHaveProperty('x-tenant');
  });
});

describe('api client: failure classes', () => {
  it('FETCH_ERROR when the request never gets an answer, with the call default text', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(
      client(fetchImpl).request({ path: '/x', schema: ZThing, fallbackMessage: 'Default text' }),
    );
    expect(error.kind).toBe('FETCH_ERROR');
    expect(error.status).toBeNull();
    expect(error.message).toBe('Default text');
  });

  it('TIMEOUT_ERROR when the answer takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = failure(client(fetchImpl).request({ path: '/slow', schema: ZThing }));
    await vi.advanceTimersByTimeAsync(1001);
    const error = await pending;
    expect(error.kind).toBe('TIMEOUT_ERROR');
    expect(error.message).toBe('Oops! There was an error. Please try again.');
  });

  it("rethrows the caller's own cancellation untouched", async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = client(fetchImpl).request({
      path: '/x',
      schema: ZThing,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('PARSING_ERROR for a 2xx body that is not JSON or not the contract shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notJson = await failure(
      client(respond(200, '<html>')).request({ path: '/x', schema: ZThing }),
    );
    expect(notJson.kind).toBe('PARSING_ERROR');
    const wrongShape = await failure(
      client(respond(200, '{"id":"3"}')).request({ path: '/x', schema: ZThing }),
    );
    expect(wrongShape.kind).toBe('PARSING_ERROR');
    expect(wrongShape.body).toEqual({ id: '3' });
  });

  it.each([
    [
      400,
      '{"message":"otpPin: must be 4 digits","error":"Bad Request"}',
      'otpPin: must be 4 digits',
    ],
    [409, '{"error":"Conflict"}', 'Conflict'],
    [502, '{"data":{"error":"Upstream down"}}', 'Upstream down'],
    [500, 'Internal Server Error', 'Fallback'],
    [404, '', 'Fallback'],
    [403, '{"message":"","error":""}', 'Fallback'],
  ])(
    'HTTP_ERROR for status %i reads the message, else error, else the default',
    async (status, body, text) => {
      const error = await failure(
        client(respond(status, body)).request({
          path: '/x',
          schema: ZThing,
          fallbackMessage: 'Fallback',
        }),
      );
      expect(error.kind).toBe('HTTP_ERROR');
      expect(error.status).toBe(status);
      expect(error.message).toBe(text);
    },
  );
});

describe('error helpers', () => {
  it('errorMessageFrom tolerates any body', () => {
    expect(errorMessageFrom(null, 'd')).toBe('d');
    expect(errorMessageFrom('text', 'd')).toBe('d');
    expect(errorMessageFrom({ message: 42 }, 'd')).toBe('d');
  });

  it('errorText shows API texts and the default toast text for anything else', () => {
    expect(errorText(new ApiError('HTTP_ERROR', 'From server', 400))).toBe('From server');
    expect(errorText(new Error('internal detail'))).toBe(
      'Oops! There was an error. Please try again.',
    );
  });

  it('hasErrorMessage matches only a server answer with exactly that text', () => {
    const added = 'This customer is already added to this order';
    expect(hasErrorMessage(new ApiError('HTTP_ERROR', added, 409), added)).toBe(true);
    expect(hasErrorMessage(new ApiError('FETCH_ERROR', added), added)).toBe(false);
    expect(hasErrorMessage(new Error(added), added)).toBe(false);
  });
});

describe('a lazily loaded schema', () => {
  it('loads beside the request and parses the answer with it', async () => {
    const load = vi.fn(async () => ZThing);
    const fetchImpl = respond(200, '{"id":1,"extra":true}');
    await expect(client(fetchImpl).request({ path: '/x', schema: load })).resolves.toEqual({
      id: 1,
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('reports a wrong answer as PARSING_ERROR, as an eager schema does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(
      client(respond(200, '{"id":"1"}')).request({ path: '/x', schema: async () => ZThing }),
    );
    expect(error.kind).toBe('PARSING_ERROR');
  });

  it('reports a schema that failed to load as FETCH_ERROR', async () => {
    const error = await failure(
      client(respond(200, '{"id":1}')).request({
        path: '/x',
        schema: () => Promise.reject(new Error('chunk failed')),
      }),
    );
    expect(error.kind).toBe('FETCH_ERROR');
  });
});

describe('api client: a busy server', () => {
  const busyThenOk = () => {
    let calls = 0;
    return vi.fn<typeof fetch>(async () => {
      calls += 1;
      return calls === 1
        ? new Response('{"message":"Something went wrong. Please try again later."}', {
            status: 503,
            headers: { 'retry-after': '0' },
          })
        : new Response('{"id":4}', { status: 200 });
    });
  };

  it('sends a keyed write once more after a 503 with Retry-After, and answers the second reply', async () => {
    const fetchImpl = busyThenOk();
    const result = await client(fetchImpl).request({
      path: '/v1/add',
      method: 'POST',
      body: { a: 1 },
      headers: { 'idempotency-key': 'k-1' },
      schema: ZThing,
    });
    expect(result).toEqual({ id: 4 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[1]?.[1]?.headers).toMatchObject({ 'idempotency-key': 'k-1' });
  });

  it('does not repeat a write without a key: the guest sees the 503', async () => {
    const fetchImpl = busyThenOk();
    const error = await failure(
      client(fetchImpl).request({ path: '/v1/x', method: 'POST', body: {}, schema: ZThing }),
    );
    expect(error.status).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('tries only once more: a second 503 is the answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response('{}', { status: 503, headers: { 'retry-after': '0' } }),
    );
    const error = await failure(client(fetchImpl).request({ path: '/v1/x', schema: ZThing }));
    expect(error.status).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
