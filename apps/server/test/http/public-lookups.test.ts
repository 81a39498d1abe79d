import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/tenant/public', () => {
  it('answers the demo brand', async () => {
    const res = await get('/v1/tenant/public?id=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 1,
      tenantName: 'The Brew Room',
      databaseName: 'brewroom',
      shortName: 'brewroom',
    });
  });

  it.each([
    ['id=abc', 'id'],
    ['', 'id'],
    ['id=0', 'id'],
    ['id=1.5', 'id'],
    ['id=99999999999', 'id'],
  ])('rejects ?%s with a 400 naming the field', async (query, field) => {
    const res = await get(`/v1/tenant/public?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    expect(body.message).toMatch(new RegExp(`^${field}\\b`));
  });

  it('answers 404 with the error body for an unknown id', async () => {
    const res = await get('/v1/tenant/public?id=999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Tenant not found',
      error: 'Not Found',
      statusCode: 404,
    });
  });
});

describe('GET /v1/branch/public', () => {
  it('answers the demo branch with both id fields', async () => {
    const res = await get('/v1/branch/public?id=1', { 'x-tenant': '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 1,
      branchId: 1,
      branchName: 'Indiranagar',
      shortName: 'indiranagar',
      displayName: 'The Brew Room · Indiranagar',
      currency: 'INR',
      locale: 'en-IN',
    });
  });

  it('refuses an X-Tenant that does not own the branch', async () => {
    const res = await get('/v1/branch/public?id=1', { 'x-tenant': '2' });
    expect(res.statusCode).toBe(403);
    expect(res.json().statusCode).toBe(403);
  });

  it.each([
    ['/v1/branch/public?id=abc', 400],
    ['/v1/branch/public', 400],
    ['/v1/branch/public?id=4242', 404],
  ])('%s -> %i with the error body', async (url, status) => {
    const res = await get(url, { 'x-tenant': '1' });
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
  });

  it('names a malformed X-Tenant header', async () => {
    const res = await get('/v1/branch/public?id=1', { 'x-tenant': 'brewroom' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^x-tenant\b/);
  });
});

describe('GET /color-setting/tenant/:brandId', () => {
  it('answers the demo brand style, whose files are served', async () => {
    const res = await get('/color-setting/tenant/1');
    expect(res.statusCode).toBe(200);
    const style = res.json();
    expect(style.fontFamily).toMatch(/Roboto Condensed/);
    for (const url of [style.file.url, style.primaryImage.url, style.secondaryImage.url]) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(200);
    }
  });

  it.each([
    ['/color-setting/tenant/abc', 400],
    ['/color-setting/tenant/999', 404],
  ])('%s -> %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().statusCode).toBe(status);
  });

  it('answers null, not 404, for a brand without a style: the app keeps its defaults', async () => {
    const [brand] = await t.db.select().from(brands).where(eq(brands.id, 2));
    await t.db.update(brands).set({ stylesheetUrl: null }).where(eq(brands.id, 2));
    try {
      const res = await get('/color-setting/tenant/2');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
    } finally {
      await t.db
        .update(brands)
        .set({ stylesheetUrl: brand?.stylesheetUrl })
        .where(eq(brands.id, 2));
    }
  });

  it('keeps brands apart', async () => {
    const [one, two] = await Promise.all([
      get('/color-setting/tenant/1'),
      get('/color-setting/tenant/2'),
    ]);
    expect(two.statusCode).toBe(200);
    expect(two.json().file.url).not.toBe(one.json().file.url);
    expect((await get('/color-setting/tenant/2', { 'x-tenant': '1' })).statusCode).toBe(403);
  });
});
