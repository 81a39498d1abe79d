import type {
  TAdminPromotion,
  TAdminPromotionGroup,
} from '@tableside/shared/contract/promotions-admin';
import { describe, expect, it } from 'vitest';
import { changedFields, guestView, promotionStatus } from './promotion-status';

const now = new Date('2026-04-01T12:00:00Z');
const promo = (more: Partial<TAdminPromotion> = {}): TAdminPromotion => ({
  id: 1,
  groupId: 1,
  name: 'P',
  title: 'P',
  description: '',
  sequence: 1,
  active: true,
  archived: false,
  bannerUrl: '/b.jpg',
  link: null,
  linkCategoryId: null,
  productIds: [],
  activeFrom: null,
  activeTo: null,
  version: 1,
  ...more,
});

describe('promotionStatus', () => {
  it.each([
    [{}, 'live'],
    [{ archived: true }, 'deleted'],
    [{ active: false }, 'paused'],
    [{ bannerUrl: null }, 'noBanner'],
    [{ activeFrom: '2026-04-02T00:00:00Z' }, 'scheduled'],
    [{ activeTo: '2026-04-01T12:00:00Z' }, 'ended'],
    [{ activeFrom: '2026-03-01T00:00:00Z', activeTo: '2026-05-01T00:00:00Z' }, 'live'],
  ] as const)('%j is %s', (more, status) => {
    expect(promotionStatus(promo(more), now)).toBe(status);
  });
});

describe('guestView', () => {
  it('keeps live promotions of groups not archived, and drops empty groups', () => {
    const group = (id: number, archived: boolean, promotions: TAdminPromotion[]) =>
      ({
        id,
        mainHeader: `G${id}`,
        subHeader: '',
        containerSize: 'FULL_WIDTH',
        sequence: id,
        archived,
        version: 1,
        promotions,
      }) satisfies TAdminPromotionGroup;
    const view = guestView(
      [
        group(1, false, [promo({ id: 1 }), promo({ id: 2, active: false })]),
        group(2, true, [promo({ id: 3 })]),
        group(3, false, [promo({ id: 4, archived: true })]),
      ],
      now,
    );
    expect(view.map((g) => [g.id, g.promotions.map((p) => p.id)])).toEqual([[1, [1]]]);
  });
});

describe('changedFields', () => {
  it("names the fields of the other person's save", () => {
    expect(changedFields(promo(), promo({ title: 'X', productIds: [2], version: 2 }))).toEqual([
      'title',
      'items',
    ]);
    expect(changedFields(promo(), promo({ version: 3 }))).toEqual([]);
  });
});
