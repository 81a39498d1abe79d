// A promotion banner's shape and checks before upload. The guest's carousel shows banners
// full width at 2 : 1 (the server's shape=banner makes 2 : 1 variants), so the crop is 2 : 1.

export const BANNER_ASPECT = 2;
/** The server's cap (10 MB); checked here too so a big file fails before it is sent. */
export const BANNER_MAX_BYTES = 10 * 1024 * 1024;

/** The crop in the source image's pixels, as the upload sends it. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why a chosen file cannot be a banner, or null when it may be uploaded. */
export function bannerFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'Choose a JPEG, PNG, WebP or AVIF image.';
  if (file.size > BANNER_MAX_BYTES) return 'The image is larger than 10 MB. Choose a smaller one.';
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
