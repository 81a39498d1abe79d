// Shared set-up of the photo tests: pictures made with sharp (no files checked in), a
// multipart body written by hand (as a browser's FormData sends it) and the upload call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { buildPath } from '@tableside/shared/contract/routes';
import sharp from 'sharp';
import type { TestApp } from '../helpers/test-app';
import { DEMO } from '../staff-services/staff-fixture';

export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'tableside-media-'));

/** A landscape photo-like picture (a gradient with a disc), with EXIF GPS and a camera name. */
export async function jpegWithGps(seed = 0): Promise<Buffer> {
  return sharp(await picture(1200, 800, seed))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .toBuffer();
}

export async function png(seed = 0): Promise<Buffer> {
  return sharp(await picture(500, 700, seed))
    .png()
    .toBuffer();
}

async function picture(width: number, height: number, seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#${(0xc0_60_30 + seed * 0x10).toString(16)}"/>
      <stop offset="1" stop-color="#30405a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f4e3c1"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A multipart/form-data body: text fields, then the file part. */
export function multipart(
  file: { bytes: Buffer; filename?: string; contentType?: string; field?: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tableside${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Buffer,
  opts: { branchId?: number; fields?: Record<string, string>; filename?: string } = {},
) {
  const body = multipart({ bytes, filename: opts.filename }, opts.fields);
  return t.app.inject({
    method: 'POST',
    url: buildPath(CATALOGUE_ROUTES.media, { branchId: opts.branchId ?? DEMO.branchId }),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
