import type { TAdminPromotion } from '@tableside/shared/contract/promotions-admin';
import { describe, expect, it } from 'vitest';
import {
  emptyPromotion,
  fromLocalInput,
  groupErrors,
  promotionErrors,
  promotionValuesOf,
  serverFieldError,
  toLocalInput,
  toPromotionBody,
} from './promotion-form';

const valid = { ...emptyPromotion(), title: 'Happy hour', bannerUrl: '/media/a.jpg' };

describe('promotion form', () => {
  it('accepts a titled promotion with a banner', () => {
    expect(promotionErrors(valid)).toEqual({});
  });

  it('names each field that is wrong', () => {
    const errors = promotionErrors({
      ...valid,
      title: ' ',
      bannerUrl: 'javascript:alert(1)',
      link: 'ftp://x',
      linkKind: 'category',
      activeFrom: '2026-04-02T10:00',
      activeTo: '2026-04-01T10:00',
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['activeTo', 'bannerUrl', 'linkCategoryId', 'link', 'title'].sort(),
    );
  });

  it('sends only the chosen link kind and instants for the window', () => {
    const body = toPromotionBody({
      ...valid,
      linkKind: 'category',
      linkCategoryId: 4,
      productIds: [1, 2],
      activeFrom: '2026-04-01T10:00',
    });
    expect(body).toMatchObject({ linkCategoryId: 4, productIds: [], activeTo: null, link: null });
    expect(body.activeFrom).toBe(new Date('2026-04-01T10:00').toISOString());
  });

  it('round-trips a saved promotion through the inputs', () => {
    const saved: TAdminPromotion = {
      id: 1,
      groupId: 1,
      name: 'Happy hour',
      title: 'Happy hour',
      description: '',
      sequence: 1,
      active: true,
      archived: false,
      bannerUrl: '/b.jpg',
      link: null,
      linkCategoryId: null,
      productIds: [3, 1],
      activeFrom: '2026-04-01T10:00:00.000Z',
      activeTo: null,
      version: 2,
    };
    const values = promotionValuesOf(saved);
    expect(values).toMatchObject({ name: '', linkKind: 'items', productIds: [3, 1], activeTo: '' });
    expect(fromLocalInput(values.activeFrom)).toBe('2026-04-01T10:00:00.000Z');
    expect(toLocalInput(null)).toBe('');
  });

  it('puts a server message beside the field it names', () => {
    expect(serverFieldError('activeTo: must be after active from', ['title', 'activeTo'])).toEqual({
      activeTo: 'must be after active from',
    });
    expect(serverFieldError('Item not found', ['title'])).toEqual({});
  });

  it('requires a group main header', () => {
    expect(groupErrors({ mainHeader: '', subHeader: '', containerSize: 'FULL_WIDTH' })).toEqual({
      mainHeader: 'Enter a main header',
    });
  });
});
