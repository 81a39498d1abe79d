import { z } from 'zod';
import { PROMOTION_CONTAINER_SIZES } from '../domain/enums';
import { boundedText, intBetween, text, ZEntityId, ZId, ZMoney, ZTimestamp, ZUrl } from './common';

// The back office's promotions (issue 13 item 7; action editMenu): the For You tab's groups
// (carousels and 2x2 grids) and their promotions at one branch. Archived groups and deleted
// promotions stay in the editor (flagged) and can be restored; guests never see them. Every
// editable thing carries `version`; a stale save is 409 ZPromotionConflict with the current state.

export const PROMOTION_LIMITS = {
  header: 80,
  subHeader: 120,
  title: 80,
  description: 600,
  items: 50,
} as const;

/** 409 when the edited group or promotion changed since it was read. */
export const PROMOTION_CONFLICT_MESSAGE = 'Someone else changed this meanwhile';
/** 409 when a reorder does not name exactly the current members of the list. */
export const PROMOTION_ORDER_CONFLICT_MESSAGE = 'The list changed meanwhile; reload and try again';

const ZVersion = intBetween(1, 2_147_483_647);

export const ZPromotionGroupParams = z.object({ branchId: ZId, groupId: ZId });
export const ZPromotionParams = z.object({ branchId: ZId, groupId: ZId, promotionId: ZId });

/** A promotion as the editor shows it. */
export const ZAdminPromotion = z.object({
  id: ZEntityId,
  groupId: ZEntityId,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  sequence: z.number().int(),
  active: z.boolean(),
  /** deleteStatus: hidden from guests, kept, restorable. */
  archived: z.boolean(),
  bannerUrl: z.string().nullable(),
  link: z.string().nullable(),
  /** Opens this category instead of a list of items. */
  linkCategoryId: ZEntityId.nullable(),
  /** The promo items, in the order the promotion page lists them. */
  productIds: z.array(ZEntityId),
  activeFrom: ZTimestamp.nullable(),
  activeTo: ZTimestamp.nullable(),
  version: ZVersion,
});
export type TAdminPromotion = z.infer<typeof ZAdminPromotion>;

export const ZAdminPromotionGroup = z.object({
  id: ZEntityId,
  mainHeader: z.string(),
  subHeader: z.string(),
  containerSize: z.enum(PROMOTION_CONTAINER_SIZES),
  sequence: z.number().int(),
  archived: z.boolean(),
  version: ZVersion,
  promotions: z.array(ZAdminPromotion),
});
export type TAdminPromotionGroup = z.infer<typeof ZAdminPromotionGroup>;

/** What a promotion may link to: the brand's categories and the items the branch sells. */
export const ZPromotionCategoryChoice = z.object({
  id: ZEntityId,
  /** "Eat · Starters" style label (parent first for a sub-category). */
  label: z.string(),
  archived: z.boolean(),
});
export const ZPromotionItemChoice = z.object({
  id: ZEntityId,
  name: z.string(),
  categoryName: z.string(),
  imageUrl: z.string().nullable(),
  /** The lowest current price at the branch (the guest's 'STARTS AT'); null if not on its menu. */
  startsAt: ZMoney.nullable(),
  archived: z.boolean(),
});
export type TPromotionItemChoice = z.infer<typeof ZPromotionItemChoice>;
export type TPromotionCategoryChoice = z.infer<typeof ZPromotionCategoryChoice>;

export const ZPromotionsAdminResponse = z.object({
  branchId: ZEntityId,
  groups: z.array(ZAdminPromotionGroup),
  categories: z.array(ZPromotionCategoryChoice),
  items: z.array(ZPromotionItemChoice),
});
export type TPromotionsAdminResponse = z.infer<typeof ZPromotionsAdminResponse>;

const ZGroupFields = z.object({
  mainHeader: boundedText(PROMOTION_LIMITS.header),
  subHeader: text()
    .trim()
    .max(PROMOTION_LIMITS.subHeader, `must be at most ${PROMOTION_LIMITS.subHeader} characters`)
    .default(''),
  containerSize: z.enum(PROMOTION_CONTAINER_SIZES),
});
export const ZCreatePromotionGroupBody = ZGroupFields;
export type TCreatePromotionGroupBody = z.infer<typeof ZCreatePromotionGroupBody>;
export const ZUpdatePromotionGroupBody = ZGroupFields.extend({ version: ZVersion });
export type TUpdatePromotionGroupBody = z.infer<typeof ZUpdatePromotionGroupBody>;

/** Archive or restore a group, or delete (deleteStatus) or restore a promotion. */
export const ZPromotionArchiveBody = z.object({ archived: z.boolean(), version: ZVersion });
export type TPromotionArchiveBody = z.infer<typeof ZPromotionArchiveBody>;

/** The new order: exactly the ids of the list (groups of the branch, promotions of a group). */
export const ZPromotionOrderBody = z.object({
  orderedIds: z.array(ZEntityId).min(1).max(500),
});
export type TPromotionOrderBody = z.infer<typeof ZPromotionOrderBody>;

const ZPromotionFields = z.object({
  title: boundedText(PROMOTION_LIMITS.title),
  /** The internal name (the spec's `name`); the title when left blank. */
  name: text()
    .trim()
    .max(PROMOTION_LIMITS.title, `must be at most ${PROMOTION_LIMITS.title} characters`)
    .default(''),
  description: text({ multiline: true })
    .trim()
    .max(PROMOTION_LIMITS.description, `must be at most ${PROMOTION_LIMITS.description} characters`)
    .default(''),
  /** An uploaded image's url (ZMediaUpload.url) or any http(s) URL. */
  bannerUrl: ZUrl,
  /** An optional external link (the spec's `link`). */
  link: ZUrl.nullable().default(null),
  linkCategoryId: ZEntityId.nullable().default(null),
  productIds: z.array(ZEntityId).max(PROMOTION_LIMITS.items).default([]),
  active: z.boolean().default(true),
  activeFrom: ZTimestamp.nullable().default(null),
  activeTo: ZTimestamp.nullable().default(null),
});

function checkPromotion(p: z.infer<typeof ZPromotionFields>, ctx: z.RefinementCtx) {
  if (p.activeFrom && p.activeTo && Date.parse(p.activeFrom) >= Date.parse(p.activeTo)) {
    ctx.addIssue({ code: 'custom', path: ['activeTo'], message: 'must be after active from' });
  }
  if (p.linkCategoryId !== null && p.productIds.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['linkCategoryId'],
      message: 'link either items or a category, not both',
    });
  }
  if (new Set(p.productIds).size !== p.productIds.length) {
    ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'lists an item twice' });
  }
}

export const ZCreatePromotionBody = ZPromotionFields.superRefine(checkPromotion);
export type TCreatePromotionBody = z.infer<typeof ZCreatePromotionBody>;
export type TPromotionInput = z.input<typeof ZCreatePromotionBody>;
export const ZUpdatePromotionBody = ZPromotionFields.extend({ version: ZVersion }).superRefine(
  checkPromotion,
);
export type TUpdatePromotionBody = z.infer<typeof ZUpdatePromotionBody>;

/** 409 body: the message plus the group or promotion as it is now. */
export const ZPromotionConflict = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: z.union([ZAdminPromotionGroup, ZAdminPromotion]).optional(),
});
export type TPromotionConflict = z.infer<typeof ZPromotionConflict>;

/** The back office's promotion calls (all action editMenu; the branch must be the member's). */
export const PROMOTIONS_ADMIN_ROUTES = {
  /** GET -> ZPromotionsAdminResponse; POST {ZCreatePromotionGroupBody} -> ZAdminPromotionGroup */
  groups: '/v1/staff/branches/:branchId/promotion-groups',
  /** PUT {ZPromotionOrderBody} -> 204 */
  groupOrder: '/v1/staff/branches/:branchId/promotion-group-order',
  /** PUT {ZUpdatePromotionGroupBody} -> ZAdminPromotionGroup */
  group: '/v1/staff/branches/:branchId/promotion-groups/:groupId',
  /** PUT {ZPromotionArchiveBody} -> ZAdminPromotionGroup */
  groupArchive: '/v1/staff/branches/:branchId/promotion-groups/:groupId/archive',
  /** POST {ZCreatePromotionBody} -> ZAdminPromotion */
  promotions: '/v1/staff/branches/:branchId/promotion-groups/:groupId/promotions',
  /** PUT {ZPromotionOrderBody} -> 204 */
  promotionOrder: '/v1/staff/branches/:branchId/promotion-groups/:groupId/promotion-order',
  /** PUT {ZUpdatePromotionBody} -> ZAdminPromotion */
  promotion: '/v1/staff/branches/:branchId/promotion-groups/:groupId/promotions/:promotionId',
  /** PUT {ZPromotionArchiveBody} -> ZAdminPromotion */
  promotionArchive:
    '/v1/staff/branches/:branchId/promotion-groups/:groupId/promotions/:promotionId/archive',
} as const;
