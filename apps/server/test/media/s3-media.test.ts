import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Typed by test-support/fake-s3.d.mts.
import { type FakeS3, startFakeS3 } from '../../../../test-support/fake-s3.mjs';
import { ConfigError, loadConfig } from '../../src/config/env';
import { MediaStoreError } from '../../src/integrations/media/media-port';
import { s3Media } from '../../src/integrations/media/s3-media';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { jpegWithGps, tempDataDir, upload } from './media-fixture';

const SECRET = 'fake/s3+Secret-key-that-must-never-leak-0123';
const credentials = { accessKeyId: 'AKIATABLESIDE', secretAccessKey: SECRET, region: 'eu-west-1' };
const KEY = `${'ab'.repeat(32)}-320.jpg`;
let fake: FakeS3;

beforeAll(async () => {
  fake = await startFakeS3({ ...credentials, bucket: 'menu-photos' });
});
afterAll(() => fake.close());

const store = (overrides: Partial<Parameters<typeof s3Media>[0]> = {}) =>
  s3Media({ ...credentials, endpoint: fake.url, bucket: 'menu-photos', ...overrides });

describe('the S3-compatible adapter, against a fake that checks SigV4', () => {
  it('puts, finds and reads back an object, path-style', async () => {
    const media = store();
    expect(await media.exists(KEY)).toBe(false);
    expect(await media.get(KEY)).toBeNull();
    await media.put(KEY, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(fake.objects.get(KEY)?.contentType).toBe('image/jpeg');
    expect(fake.log.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/menu-photos/${KEY}`,
      status: 200,
    });
    expect(await media.exists(KEY)).toBe(true);
    const object = await media.get(KEY);
    expect(object).toMatchObject({ contentType: 'image/jpeg', size: 10 });
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('jpeg bytes');
  });

  it('fails with a wrong secret, and the error does not contain the secret', async () => {
    const wrong = 'not-the-right-secret-but-also-secret-xyz';
    const media = store({ secretAccessKey: wrong });
    const failure = await media.put(KEY, Buffer.from('x'), 'image/jpeg').catch((e: Error) => e);
    expect(failure).toBeInstanceOf(MediaStoreError);
    expect((failure as Error).message).toBe(
      'S3 PUT to bucket menu-photos answered 403 SignatureDoesNotMatch',
    );
    const all = JSON.stringify(failure, Object.getOwnPropertyNames(failure));
    expect(all).not.toContain(wrong);
    expect(all).not.toContain(SECRET);
    await expect(media.exists(KEY)).rejects.toThrow('answered 403');
  });

  it('refuses an unknown bucket and an unreachable endpoint without naming credentials', async () => {
    await expect(store({ bucket: 'other' }).get(KEY)).rejects.toThrow('404 NoSuchBucket');
    const offline = store({ endpoint: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const failure = await offline.exists(KEY).catch((e: Error) => e);
    expect((failure as Error).message).toBe('S3 HEAD to bucket menu-photos failed');
  });

  it('refuses keys that are not media keys before any request', async () => {
    const before = fake.log.length;
    await expect(store().get('../secrets.txt')).rejects.toThrow('invalid media key');
    expect(fake.log.length).toBe(before);
  });
});

describe('the app with MEDIA_S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        DATA_DIR: tempDataDir(),
        MEDIA_S3_BUCKET: 'menu-photos',
        MEDIA_S3_ENDPOINT: fake.url,
        MEDIA_S3_REGION: credentials.region,
        MEDIA_S3_ACCESS_KEY_ID: credentials.accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: SECRET,
      },
    });
  });
  afterAll(() => t.close());

  it('stores uploads in the bucket and serves them from it', async () => {
    const res = await upload(t, await signIn(t, 'manager'), await jpegWithGps(2));
    expect(res.statusCode, res.body).toBe(200);
    const { imageKey, url } = res.json();
    expect([...fake.objects.keys()].filter((k) => k.startsWith(imageKey))).toHaveLength(9);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(
      served.rawPayload.equals(fake.objects.get(`${imageKey}-320.jpg`)?.bytes ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it('is refused half-configured, naming the missing settings and no value', () => {
    const attempt = () =>
      loadConfig({
        NODE_ENV: 'test',
        MEDIA_S3_BUCKET: 'menu-photos',
        MEDIA_S3_SECRET_ACCESS_KEY: SECRET,
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/MEDIA_S3_ENDPOINT: is required when any MEDIA_S3_\* setting is set/);
    expect(() => attempt()).not.toThrow(new RegExp(SECRET.replace(/[+/]/g, '.')));
  });
});
