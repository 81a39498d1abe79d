import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaAssets } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';
import { jpegWithGps, png, tempDataDir, upload } from './media-fixture';

const t = useTestApp({ env: { DATA_DIR: tempDataDir() } });
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

const fetchBytes = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
};

describe('uploading a menu photo', () => {
  it('answers square AVIF, WebP and JPEG variants with no EXIF left, GPS included', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(t, manager, original);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.imageKey).toMatch(/^[0-9a-f]{64}$/);
    expect(body).toMatchObject({ width: 640, height: 640 });
    expect(body.url).toBe(`/media/i/${body.imageKey}-320.jpg`);
    expect(body.srcset).toBe(
      [160, 320, 640].map((w) => `/media/i/${body.imageKey}-${w}.webp ${w}w`).join(', '),
    );
    expect(body.avifSrcset).toContain(`/media/i/${body.imageKey}-640.avif 640w`);

    const urls = [
      body.url,
      ...`${body.srcset}, ${body.avifSrcset}`.split(', ').map((s: string) => s.split(' ')[0]),
    ];
    for (const url of urls) {
      const meta = await sharp(await fetchBytes(url)).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.width).toBe(meta.height);
    }
    const jpeg = await fetchBytes(body.url);
    expect(jpeg.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(jpeg.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('accepts a PNG, keeps one row per picture and reuses it for the same picture', async () => {
    const bytes = await png(3);
    const first = await upload(t, manager, bytes, { filename: 'dish.png' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(t, manager, bytes, { filename: 'same-dish-again.png' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.hash, first.json().imageKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: DEMO.tenantId, uploadedBy: DEMO.staff.manager });
    // 500 px wide: no 640 variant is made by blowing it up.
    expect(rows[0]).toMatchObject({ width: 500, height: 500 });
    expect(rows[0]?.variants.map((v) => v.key.slice(65)).sort()).toEqual([
      '160.avif',
      '160.jpg',
      '160.webp',
      '320.avif',
      '320.jpg',
      '320.webp',
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(rows[0]?.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['media.reupload', 'media.upload']);
  });

  it('crops to the rectangle the client chose', async () => {
    const bytes = await jpegWithGps(5);
    const centre = await upload(t, manager, bytes);
    const left = await upload(t, manager, bytes, {
      fields: { x: '0', y: '0', width: '800', height: '800' },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().imageKey).not.toBe(centre.json().imageKey);
    const outside = await upload(t, manager, bytes, {
      fields: { x: '600', y: '0', width: '800', height: '800' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('crop: must lie inside the 1200 × 800 pixel image');
    const half = await upload(t, manager, bytes, { fields: { x: '10' } });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toMatch(/^y: /);
  });

  it('refuses a text file named .jpg, by its content', async () => {
    const res = await upload(t, manager, Buffer.from('just some text pretending to be a photo\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('file: file must be a JPEG, PNG, WebP or AVIF image');
  });

  it('refuses a JPEG header on bytes that are not a picture', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await upload(t, manager, fake);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    // 9,000 × 7,000 of one colour: a small PNG, 190 MB once decoded.
    const bomb = await sharp({
      create: { width: 9_000, height: 7_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(t, manager, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('file: image is too large (at most 50 megapixels)');
  });

  it('takes a photo of several MB, far above the JSON body limit', async () => {
    // Stored uncompressed: 5 MB of file, quick to encode once cropped and resized.
    const large = await sharp({
      create: { width: 1300, height: 1300, channels: 3, background: '#c86f2c' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await upload(t, manager, large, { filename: 'big.png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 640, height: 640 });
  }, 60_000);

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const res = await upload(t, manager, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('file: must be at most 10 MB');
  });

  it('answers 400 when no file is sent', async () => {
    const res = await upload(t, manager, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('file: is required');
  });
});

describe('who may upload', () => {
  it('refuses a waiter (403) and writes nothing', async () => {
    const waiter = await signIn(t, 'waiter');
    const before = await t.db.select().from(mediaAssets);
    const res = await upload(t, waiter, await jpegWithGps(9));
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(mediaAssets)).toHaveLength(before.length);
  });

  it("answers 404 for another brand's branch", async () => {
    const res = await upload(t, manager, await jpegWithGps(9), {
      branchId: DEMO.otherTenantBranchId,
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const res = await upload(t, {}, await jpegWithGps(9));
    expect(res.statusCode).toBe(401);
  });
});
