import { brandStylePath } from '@tableside/shared/contract/routes';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-request';
import { PUBLIC_LOOKUP, useLookup } from '../../../lib/lookup';
import { loadBrandFont } from '../lib/load-brand-font';

export const brandStyleKey = (brandId: number) => ['brand-style', brandId] as const;

/** `GET /color-setting/tenant/{brandId}`: a brand without a style answers null (defaults apply). */
export const getBrandStyle = (brandId: number, signal?: AbortSignal) =>
  api
    .request({
      path: brandStylePath(brandId),
      // Loaded beside the request: zod stays out of the entry bundle (docs/decisions/0006).
      schema: () => import('@tableside/shared/contract/public').then((m) => m.ZBrandStyleAnswer),
      signal,
    })
    .then((style) => {
      // The font's files start as soon as the style is known, while the page still renders
      // under the loader, so they are in before the loader lifts.
      if (style) void loadBrandFont(style.fontFamily);
      return style;
    });

export const brandStyleLookup = (brandId: number) => ({
  key: brandStyleKey(brandId),
  fetch: () => takeEarly(brandStyleKey(brandId), () => getBrandStyle(brandId)),
  ...PUBLIC_LOOKUP,
  // A failed style call leaves the defaults, which are fine: do not hold the page for it.
  retry: false,
});

export const useBrandStyle = (brandId: number | null) =>
  useLookup(brandStyleLookup(brandId ?? 0), brandId !== null);
