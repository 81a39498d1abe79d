// The server's half of a menu photo or promotion banner: orient by EXIF, crop to the guest
// card's square (or the banner's 2 : 1), resize to the widths its srcset offers, encode AVIF,
// WebP and JPEG. Output carries no metadata at all
// (sharp drops EXIF, GPS and XMP unless asked to keep them), so a phone's location never leaks.
import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo, Region, Sharp } from 'sharp';
import type { MediaFormat } from '../../integrations/media/media-port';
import { AppError } from '../../lib/app-error';
import type { ImageType } from './detect-image-type';

/** The guest card shows photos square (112 × 112 CSS px, product-card.css). */
export const CARD_RATIO = 1;
/** 1×, 2–3× phones, and a larger one for previews. */
export const PHOTO_WIDTHS = [160, 320, 640] as const;
/** A decompression-bomb guard: a 50 KB file may claim to be 60,000 × 60,000 pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const NOT_AN_IMAGE = 'file must be a JPEG, PNG, WebP or AVIF image';

/** A promotion banner is 2 : 1, shown full width on a phone (carousel) up to a laptop. */
export const BANNER_RATIO = 2;
export const BANNER_WIDTHS = [480, 960, 1440] as const;

/** What the picture is for: a menu photo (square) or a promotion banner (2 : 1). */
export const PHOTO_SHAPES = ['square', 'banner'] as const;
export type PhotoShape = (typeof PHOTO_SHAPES)[number];

interface ShapeSpec {
  ratio: number;
  widths: readonly number[];
}

const SHAPES: Record<PhotoShape, ShapeSpec> = {
  square: { ratio: CARD_RATIO, widths: PHOTO_WIDTHS },
  banner: { ratio: BANNER_RATIO, widths: BANNER_WIDTHS },
};

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PhotoVariant {
  width: number;
  height: number;
  format: MediaFormat;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** sha256 (hex) of the master's pixels: the same picture and crop give the same hash. */
  hash: string;
  width: number;
  height: number;
  /** Encodes the variants (only called when the hash is new to the store). */
  encode(): Promise<PhotoVariant[]>;
}

const ENCODERS: Record<MediaFormat, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 4 }),
  webp: (s) => s.webp({ quality: 78 }),
  jpeg: (s) => s.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

function decodeError(err: unknown): AppError {
  const text = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(text)) {
    return new AppError(
      'BAD_REQUEST',
      `file: image is too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`,
    );
  }
  return new AppError('BAD_REQUEST', `file: ${NOT_AN_IMAGE}`);
}

/** The area to keep, in the pixels of the upright image: the client's crop or the centre. */
function cropArea(
  width: number,
  height: number,
  crop: CropRect | undefined,
  ratio: number,
): Region {
  if (crop) {
    const inside =
      crop.x >= 0 && crop.y >= 0 && crop.x + crop.width <= width && crop.y + crop.height <= height;
    if (!inside || crop.width < 1 || crop.height < 1) {
      throw new AppError(
        'BAD_REQUEST',
        `crop: must lie inside the ${width} × ${height} pixel image`,
      );
    }
    return { left: crop.x, top: crop.y, width: crop.width, height: crop.height };
  }
  const side = Math.min(width, Math.round(height * ratio));
  const tall = Math.round(side / ratio);
  return {
    left: Math.floor((width - side) / 2),
    top: Math.floor((height - tall) / 2),
    width: side,
    height: tall,
  };
}

export async function processPhoto(
  input: Buffer,
  type: ImageType,
  crop?: CropRect,
  shape: PhotoShape = 'square',
): Promise<ProcessedPhoto> {
  const { ratio, widths: shapeWidths } = SHAPES[shape];
  // Loaded on first use: a server that is never sent a photo does not hold libvips (~28 MB).
  const { default: sharp } = await import('sharp');
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (err) {
    throw decodeError(err);
  }
  const expected = type === 'avif' ? 'heif' : type;
  if (meta.format !== expected || !meta.width || !meta.height) {
    throw new AppError('BAD_REQUEST', `file: ${NOT_AN_IMAGE}`);
  }
  // EXIF orientations 5–8 turn the picture a quarter: the upright image is height × width.
  const quarter = (meta.orientation ?? 1) >= 5;
  const width = quarter ? meta.height : meta.width;
  const height = quarter ? meta.width : meta.height;
  const area = cropArea(width, height, crop, ratio);
  const largest = shapeWidths.at(-1) ?? 640;
  const masterWidth = Math.min(largest, area.width);
  const masterHeight = Math.round(masterWidth / ratio);

  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await open()
      .rotate()
      .extract(area)
      .resize(masterWidth, masterHeight, { fit: 'cover' })
      // JPEG has no transparency; a cut-out PNG sits on white, like a menu page.
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw decodeError(err);
  }
  const { channels } = master.info;
  const hash = createHash('sha256')
    .update(`${masterWidth}x${masterHeight}x${channels}:`)
    .update(master.data)
    .digest('hex');
  // A small original is not blown up past its size, except to give the smallest variant.
  const widths = shapeWidths.filter((w) => w <= masterWidth);
  const chosen = widths.length > 0 ? widths : [shapeWidths[0] ?? largest];

  return {
    hash,
    width: masterWidth,
    height: masterHeight,
    encode: async () => {
      const raw = { raw: { width: masterWidth, height: masterHeight, channels } };
      const jobs = chosen.flatMap((w) =>
        (Object.keys(ENCODERS) as MediaFormat[]).map(async (format) => {
          const h = Math.round(w / ratio);
          const resized = sharp(master.data, raw).resize(w, h, { fit: 'cover' });
          return { width: w, height: h, format, bytes: await ENCODERS[format](resized).toBuffer() };
        }),
      );
      return Promise.all(jobs);
    },
  };
}
