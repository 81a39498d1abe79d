import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { jpegWithGps, tempDataDir, upload } from './media-fixture';

// Production mode: the serving route must not depend on anything development-only.
const t = useTestApp({
  env: {
    DATA_DIR: tempDataDir(),
    NODE_ENV: 'production',
    APP_SECRET: 'a-production-secret-of-at-least-32-characters',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15550000000',
    PUBLIC_URL: 'https://menu.example.com',
  },
});
let photo: { imageKey: string; url: string; srcset: string; avifSrcset: string };

beforeAll(async () => {
  const res = await upload(t, await signIn(t, 'manager'), await jpegWithGps(1));
  expect(res.statusCode, res.body).toBe(200);
  photo = res.json();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /media/i/<key>', () => {
  it('serves each format with its type and a year-long immutable cache', async () => {
    for (const [url, type] of [
      [photo.url, 'image/jpeg'],
      [`/media/i/${photo.imageKey}-160.webp`, 'image/webp'],
      [`/media/i/${photo.imageKey}-640.avif`, 'image/avif'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toBe(`"${url.slice('/media/i/'.length)}"`);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
  });

  it('answers 304 to a browser that has it already', async () => {
    const first = await get(photo.url);
    const again = await get(photo.url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404, not cached, for a well-formed key nobody uploaded', async () => {
    const res = await get(`/media/i/${'0'.repeat(64)}-320.jpg`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it.each([
    ['a made-up name', '/media/i/photo.jpg'],
    ['an encoded traversal', '/media/i/..%2F..%2F..%2Fetc%2Fpasswd'],
    ['an encoded traversal into the store', `/media/i/..%2Fmedia%2F${photo?.imageKey}-320.jpg`],
    ['a traversal', '/media/i/../../../../etc/passwd'],
    ['a dot-dot key', '/media/i/..'],
    ['an upper-case hash', `/media/i/${'A'.repeat(64)}-320.jpg`],
    ['another extension', `/media/i/${'0'.repeat(64)}-320.png`],
  ])('answers 404 for %s', async (_what, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
