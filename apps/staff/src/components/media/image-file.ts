// Checks and crop arithmetic shared by every image the console uploads (an item's square photo,
// a promotion's 2 : 1 banner); the aspect and the words belong to the field that uses them.

/** The server's cap (10 MB); checked here too so a big file fails before it is sent. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The crop in the source image's pixels, as the upload sends it. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Why a chosen file cannot be uploaded, or null when it may be. `noun` names the file in the
 * size message ("The photo is larger…", "The image is larger…").
 */
export function imageFileProblem(
  file: { type: string; size: number },
  noun: 'photo' | 'image',
): string | null {
  if (!file.type.startsWith('image/')) return 'Choose a JPEG, PNG, WebP or AVIF image.';
  if (file.size > IMAGE_MAX_BYTES) return `The ${noun} is larger than 10 MB. Choose a smaller one.`;
  return null;
}

/** Whole pixels inside the image (the cropper answers fractions and may overshoot by one). */
export function wholeCrop(area: CropRect, image: { width: number; height: number }): CropRect {
  const x = Math.max(0, Math.min(Math.round(area.x), image.width - 1));
  const y = Math.max(0, Math.min(Math.round(area.y), image.height - 1));
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(area.width), image.width - x)),
    height: Math.max(1, Math.min(Math.round(area.height), image.height - y)),
  };
}
