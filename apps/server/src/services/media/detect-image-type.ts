// What an upload really is, from its first bytes: the name and the Content-Type a browser
// sends are whatever the file was called, so they decide nothing.

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

// ISO-BMFF brands of AVIF images (HEIC's HEVC is not in sharp's prebuilt libvips).
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, or (for files that lead with `mif1`) one of the compatible brands.
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), 64);
    for (let at = 8; at + 4 <= Math.min(boxSize, bytes.length); at += 4) {
      if (at === 12) continue; // minor version, not a brand
      if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return 'avif';
    }
  }
  return null;
}
