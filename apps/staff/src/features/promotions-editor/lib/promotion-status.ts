import type {
  TAdminPromotion,
  TAdminPromotionGroup,
} from '@tableside/shared/contract/promotions-admin';

export type PromotionStatus = 'live' | 'scheduled' | 'ended' | 'paused' | 'deleted' | 'noBanner';

export const STATUS_LABELS: Record<PromotionStatus, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
  paused: 'Paused',
  deleted: 'Deleted',
  noBanner: 'No banner',
};

/** Where a promotion stands for guests now (the server's For You rule, said in one word). */
export function promotionStatus(p: TAdminPromotion, now: Date): PromotionStatus {
  if (p.archived) return 'deleted';
  if (!p.active) return 'paused';
  if (!p.bannerUrl) return 'noBanner';
  if (p.activeFrom && Date.parse(p.activeFrom) > now.getTime()) return 'scheduled';
  if (p.activeTo && Date.parse(p.activeTo) <= now.getTime()) return 'ended';
  return 'live';
}

/** What the guest's For You shows now: live promotions of groups not archived, in order. */
export function guestView(groups: readonly TAdminPromotionGroup[], now: Date) {
  return groups
    .filter((g) => !g.archived)
    .map((g) => ({
      ...g,
      promotions: g.promotions.filter((p) => promotionStatus(p, now) === 'live'),
    }))
    .filter((g) => g.promotions.length > 0);
}

const FIELD_LABELS: [keyof TAdminPromotion, string][] = [
  ['title', 'title'],
  ['description', 'description'],
  ['bannerUrl', 'banner'],
  ['productIds', 'items'],
  ['linkCategoryId', 'category'],
  ['activeFrom', 'start'],
  ['activeTo', 'end'],
  ['active', 'active'],
  ['archived', 'deleted'],
  ['link', 'link'],
  ['name', 'internal name'],
];

/** What someone else changed between the version a form started from and the saved one. */
export function changedFields(before: TAdminPromotion, after: TAdminPromotion): string[] {
  return FIELD_LABELS.filter(
    ([field]) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  ).map(([, label]) => label);
}
