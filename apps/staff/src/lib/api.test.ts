import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessage, isUnauthorised } from './api';

const ZThing = z.object({ id: z.number() });

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('returns the parsed answer and sends JSON bodies', async () => {
    answer(200, { id: 7, extra: true });
    await expect(
      apiRequest({ path: '/v1/x', schema: ZThing, method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ id: 7 });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("throws the server's message with its status", async () => {
    answer(403, {
      message: 'You are not allowed to void an order',
      error: 'Forbidden',
      statusCode: 403,
    });
    const error = await apiRequest({ path: '/v1/x', schema: ZThing }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('You are not allowed to void an order');
    expect((error as ApiError).status).toBe(403);
  });

  it('tells a missing session apart', async () => {
    answer(401, { message: 'Log in first', error: 'Unauthorized', statusCode: 401 });
    const error = await apiRequest({ path: '/v1/x', schema: ZThing }).catch((e: unknown) => e);
    expect(isUnauthorised(error)).toBe(true);
  });

  it('says the network is down when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest({ path: '/v1/x', schema: ZThing }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('No connection. Check the network and try again.');
    expect((error as ApiError).status).toBe(0);
  });

  it('refuses an answer that breaks the contract', async () => {
    answer(200, { id: 'seven' });
    const error = await apiRequest({ path: '/v1/x', schema: ZThing }).catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Something went wrong. Please try again.');
  });
});
