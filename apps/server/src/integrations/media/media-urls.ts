// The URLs of a stored photo as clients use them: one card-size JPEG and srcsets per format.
// Served by routes/media (GET /media/i/<key>), from whichever store holds the files.
import type { MediaFormat } from './media-port';

export const MEDIA_URL_PREFIX = '/media/i/';

export interface StoredVariant {
  key: string;
  width: number;
  format: MediaFormat;
}

export interface PhotoUrls {
  /** The JPEG closest to 320 px wide (or the width asked for), for a plain <img src>. */
  url: string;
  /** `url 160w, url 320w, ...` in WebP. */
  srcset: string;
  avifSrcset: string;
}

export const mediaUrl = (key: string): string => `${MEDIA_URL_PREFIX}${key}`;

const srcsetOf = (variants: readonly StoredVariant[], format: MediaFormat) =>
  variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
    .join(', ');

export function photoUrls(
  variants: readonly StoredVariant[],
  /** A banner's plain URL is the 960 px JPEG; a menu photo's the card-size 320. */
  urlWidth = 320,
): PhotoUrls | null {
  const jpegs = variants.filter((v) => v.format === 'jpeg');
  const card = [...jpegs].sort(
    (a, b) => Math.abs(a.width - urlWidth) - Math.abs(b.width - urlWidth),
  )[0];
  if (!card) return null;
  return {
    url: mediaUrl(card.key),
    srcset: srcsetOf(variants, 'webp'),
    avifSrcset: srcsetOf(variants, 'avif'),
  };
}

/** A product's `images`: its uploaded photo with srcsets, else its plain image URL, else none. */
export function productImages(
  imageUrl: string | null,
  photo: readonly StoredVariant[] | null,
): { url: string; srcset?: string; avifSrcset?: string }[] {
  const urls = photo ? photoUrls(photo) : null;
  if (urls) return [urls];
  return imageUrl ? [{ url: imageUrl }] : [];
}
