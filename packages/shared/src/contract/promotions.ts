import { z } from 'zod';
import { PROMOTIONS_PAGE_SIZE } from '../domain/constants';
import { PROMOTION_CONTAINER_SIZES } from '../domain/enums';
import { intBetweenQuery, ZEntityId, ZUrl } from './common';

// Promotions of the For You tab: `GET /v1/groupedPromotion/public/all?page=0&size=100&filters=branches.id:{n}`.

const BRANCH_FILTER = /^branches\.id:([1-9]\d{0,9})$/;

/**
 * `filters` is the only filter the app sends; it is validated and parsed, so handlers receive
 * the branch id as a number. Page size is capped at the one page the app asks for.
 */
export const ZPromotionsQuery = z.object({
  page: intBetweenQuery(0, 1000).default(0),
  size: intBetweenQuery(1, PROMOTIONS_PAGE_SIZE).default(PROMOTIONS_PAGE_SIZE),
  filters: z
    .string()
    .regex(BRANCH_FILTER, 'must be branches.id:{id}')
    .transform((value) => Number(value.slice('branches.id:'.length)))
    .pipe(ZEntityId),
});
export type TPromotionsQuery = z.infer<typeof ZPromotionsQuery>;

/**
 * One promotion. `mainBanner` is its image in the carousel; `url` the banner of its own page
 * (passed to /promotion-details as state), `link` an optional external link; `productMapped`
 * tells that it has items (items-with-keywords `PROMO-{id}`). Inactive and deleted promotions
 * are never sent; the flags stay because the spec's clients read them.
 */
export const ZPromotion = z.object({
  id: ZEntityId,
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  deleteStatus: z.boolean(),
  sequence: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  url: ZUrl.nullable(),
  productMapped: z.boolean(),
  mainBanner: z.object({ url: ZUrl, id: ZEntityId }),
});
export type TPromotion = z.infer<typeof ZPromotion>;

/** A carousel or banner block; promotions come sorted by `sequence`. */
export const ZPromotionGroup = z.object({
  id: ZEntityId,
  mainHeader: z.string(),
  subHeader: z.string().nullable(),
  containerSize: z.enum(PROMOTION_CONTAINER_SIZES),
  promotions: z.array(ZPromotion),
});
export type TPromotionGroup = z.infer<typeof ZPromotionGroup>;

/** The one list answered inside `{ data }` (spec; DECISIONS "Wire details"). */
export const ZPromotionGroupsResponse = z.object({ data: z.array(ZPromotionGroup) });
export type TPromotionGroupsResponse = z.infer<typeof ZPromotionGroupsResponse>;
