import type { TMediaRef } from '@tableside/shared/contract/common';

/** The card shows photos 112 × 112 CSS px (product-card.css); the browser picks the width. */
const SIZES = '112px';

/**
 * A product's image: an uploaded photo as AVIF, then WebP, then the JPEG in `url`; a plain
 * image URL (the demo's drawings) as it is. Width and height hold the square, so nothing moves
 * when it loads.
 */
export function ProductPhoto({ image }: { image: TMediaRef }) {
  const img = (
    <img
      className="ts-product__image"
      src={image.url}
      alt=""
      width={112}
      height={112}
      loading="lazy"
      decoding="async"
    />
  );
  if (!image.srcset && !image.avifSrcset) return img;
  return (
    <picture>
      {image.avifSrcset && <source type="image/avif" srcSet={image.avifSrcset} sizes={SIZES} />}
      {image.srcset && <source type="image/webp" srcSet={image.srcset} sizes={SIZES} />}
      {img}
    </picture>
  );
}
