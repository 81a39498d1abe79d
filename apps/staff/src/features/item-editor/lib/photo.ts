// The photo's shape and checks before upload. The guest's product card shows the photo in a
// square (apps/guest product-card.css, .ts-product__media 112 x 112), so the crop is 1:1.

export const PHOTO_ASPECT = 1;
/** The server's cap (10 MB); checked here too so a big file fails before it is sent. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The crop in the source image's pixels, as the upload sends it. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why a chosen file cannot be a photo, or null when it may be uploaded. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Choose a JPEG, PNG, WebP or AVIF image.';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo is larger than 10 MB. Choose a smaller one.';
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
