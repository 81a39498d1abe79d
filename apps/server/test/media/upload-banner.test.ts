import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaAssets } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
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

describe('uploading a promotion banner (shape=banner)', () => {
  it('answers 2 : 1 AVIF, WebP and JPEG variants with no EXIF, and the 960 px JPEG as url', async () => {
    // 1200 × 800: the centre 1200 × 600 is kept; no 1440 variant is made by blowing it up.
    const res = await upload(t, manager, await jpegWithGps(21), { fields: { shape: 'banner' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ width: 1200, height: 600 });
    expect(body.url).toBe(`/media/i/${body.imageKey}-960.jpg`);
    expect(body.srcset).toBe(
      [480, 960].map((w) => `/media/i/${body.imageKey}-${w}.webp ${w}w`).join(', '),
    );
    expect(body.avifSrcset).toBe(
      [480, 960].map((w) => `/media/i/${body.imageKey}-${w}.avif ${w}w`).join(', '),
    );
    const urls = [
      body.url,
      ...`${body.srcset}, ${body.avifSrcset}`.split(', ').map((s: string) => s.split(' ')[0]),
    ];
    for (const url of urls) {
      const meta = await sharp(await fetchBytes(url)).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.width, url).toBe((meta.height ?? 0) * 2);
    }
    const jpeg = await fetchBytes(body.url);
    expect(jpeg.includes(Buffer.from('PhoneCo'))).toBe(false);

    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.hash, body.imageKey));
    expect(row?.variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual([
      '480x240.avif',
      '480x240.jpeg',
      '480x240.webp',
      '960x480.avif',
      '960x480.jpeg',
      '960x480.webp',
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row?.id)));
    expect(audit.map((a) => a.action)).toEqual(['media.upload']);
    expect(audit[0]?.detail).toMatchObject({ after: { shape: 'banner', width: 1200 } });
  });

  it('makes all three widths from a large picture and honours the client crop', async () => {
    const big = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#2c6fc8' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(t, manager, big, {
      fields: { shape: 'banner', x: '100', y: '100', width: '2000', height: '1000' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 1440, height: 720 });
    expect(res.json().srcset).toContain('-1440.webp 1440w');
  }, 60_000);

  it('gives a banner and a square photo of the same picture different files', async () => {
    const bytes = await png(22);
    const banner = await upload(t, manager, bytes, { fields: { shape: 'banner' } });
    const square = await upload(t, manager, bytes, { fields: { shape: 'square' } });
    const plain = await upload(t, manager, bytes);
    expect(banner.statusCode, banner.body).toBe(200);
    expect(square.json()).toEqual(plain.json());
    expect(square.json()).toMatchObject({ width: 500, height: 500 });
    expect(banner.json().imageKey).not.toBe(square.json().imageKey);
    // 500 × 700 upright: 500 × 250 kept, so only the 480 width.
    expect(banner.json()).toMatchObject({ width: 500, height: 250 });
    expect(banner.json().url).toBe(`/media/i/${banner.json().imageKey}-480.jpg`);
  });

  it('refuses an unknown shape with 400 naming `shape`, and writes nothing', async () => {
    const before = await t.db.select().from(mediaAssets);
    const res = await upload(t, manager, await jpegWithGps(23), { fields: { shape: 'round' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('shape: must be square or banner');
    expect(await t.db.select().from(mediaAssets)).toHaveLength(before.length);
  });

  it('checks a banner by its content like a photo', async () => {
    const res = await upload(t, manager, Buffer.from('not a picture at all\n'), {
      fields: { shape: 'banner' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('file: file must be a JPEG, PNG, WebP or AVIF image');
  });
});
