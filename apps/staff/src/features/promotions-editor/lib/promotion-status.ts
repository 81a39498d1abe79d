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
