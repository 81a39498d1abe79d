// Where uploaded photos live: a directory on this machine or an S3-compatible bucket. Services
// and routes see only this port; keys are content-hashed, so an object never changes once put.
import type { Readable } from 'node:stream';

export interface MediaObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows them (Content-Length). */
  size?: number;
}

export interface MediaPort {
  /** Stores bytes under a key (validated by isMediaKey); putting the same key again is harmless. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<MediaObject | null>;
  exists(key: string): Promise<boolean>;
}

/** A failure of the store itself (disk, bucket); its message never holds a credential. */
export class MediaStoreError extends Error {}

export type MediaFormat = 'avif' | 'webp' | 'jpeg';

export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
};

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * `<sha256 hex>-<width>.<avif|webp|jpg>`, nothing else: a key is also a file name and a URL
 * segment, so this one pattern is what keeps `..`, slashes and odd bytes out of both.
 */
const KEY_PATTERN = /^[0-9a-f]{64}-[1-9][0-9]{1,3}\.(avif|webp|jpg)$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function mediaKey(hash: string, width: number, format: MediaFormat): string {
  return `${hash}-${width}.${MEDIA_EXTENSIONS[format]}`;
}

/** The Content-Type a key is served with (from its extension, which the key pattern fixes). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new MediaStoreError('invalid media key');
}
