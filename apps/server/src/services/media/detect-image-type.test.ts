import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('detectImageType', () => {
  it('knows the four image formats by their first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe1], 'xxxxxxxxxx'))).toBe('jpeg');
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', 'xxxx'))).toBe('png');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(detectImageType(bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'avifmif1'))).toBe(
      'avif',
    );
    expect(detectImageType(bytes([0, 0, 0, 28], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiaf'))).toBe(
      'avif',
    );
  });

  it('refuses text, HEIC (no decoder here) and short files', () => {
    expect(detectImageType(bytes('hello, this is not a photo'))).toBeNull();
    expect(detectImageType(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
  });
});
