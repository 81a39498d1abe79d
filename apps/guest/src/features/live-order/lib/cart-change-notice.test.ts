import type { TOrder, TOrderGroup, TOrderItem } from '@tableside/shared/contract/order';
import type { TUpdateOrderCartEvent } from '@tableside/shared/contract/realtime';
import { afterAll, describe, expect, it } from 'vitest';
import { currentTexts, showLocale } from '../../../lib/i18n/locale-store';
import { cartChangeNotice as noticeIn } from './cart-change-notice';

/** In the language the app shows now (English unless a test switches). */
const cartChangeNotice = (...args: [TOrder | undefined, TUpdateOrderCartEvent, number | null]) =>
  noticeIn(...args, currentTexts().t);

const ASHA = { customerId: 7, name: 'Asha' };
const ME = 9;

const line = (id: number, quantity: number, patch: Partial<TOrderItem> = {}) =>
  ({
    id,
    quantity,
    instructions: [],
    modifiers: [],
    menuItemMaster: { id: 1, displayName: 'Paneer Tikka' },
    ...patch,
  }) as TOrderItem;
const group = (items: TOrderItem[], status: TOrderGroup['status'] = 'NEW') =>
  ({ id: 1, status, orderItems: items }) as TOrderGroup;
const cart = (...items: TOrderItem[]) => ({ orderGroups: [group(items)] }) as TOrder;
const event = (
  items: TOrderItem[],
  changedBy: TUpdateOrderCartEvent['changedBy'] | null = ASHA,
  status: TOrderGroup['status'] = 'NEW',
): TUpdateOrderCartEvent => ({
  orderId: 1,
  seq: 2,
  orderGroups: [group(items, status)],
  ...(changedBy ? { changedBy } : {}),
});

describe('cartChangeNotice', () => {
  afterAll(() => showLocale('en'));

  it("speaks the guest's language, with the dish as the restaurant wrote it", async () => {
    await showLocale('ar');
    expect(cartChangeNotice(cart(), event([line(1, 2)]), ME)).toBe('Asha أضاف 2 × Paneer Tikka');
    await showLocale('en');
  });

  it('says who added how many of what', () => {
    expect(cartChangeNotice(cart(), event([line(1, 2)]), ME)).toBe('Asha added 2 × Paneer Tikka');
  });

  it('says who removed a line and who changed its quantity', () => {
    expect(cartChangeNotice(cart(line(1, 2)), event([line(1, 0)]), ME)).toBe(
      'Asha removed Paneer Tikka',
    );
    expect(cartChangeNotice(cart(line(1, 2)), event([line(1, 3)]), ME)).toBe(
      'Asha changed Paneer Tikka to 3',
    );
  });

  it('says a line changed when its size or add-ons did, and nothing when nothing did', () => {
    const large = line(1, 2, { menuItemMaster: { id: 2, displayName: 'Paneer Tikka' } } as never);
    expect(cartChangeNotice(cart(line(1, 2)), event([large]), ME)).toBe(
      'Asha changed Paneer Tikka',
    );
    expect(cartChangeNotice(cart(line(1, 2)), event([line(1, 2)]), ME)).toBeNull();
  });

  it("stays quiet about the guest's own changes and staff changes", () => {
    expect(cartChangeNotice(cart(), event([line(1, 1)], { customerId: ME, name: 'Me' }), ME)).toBe(
      null,
    );
    expect(cartChangeNotice(cart(), event([line(1, 1)], null), ME)).toBeNull();
    expect(cartChangeNotice(cart(), event([line(1, 1)], ASHA, 'IN_PROGRESS'), ME)).toBeNull();
    expect(cartChangeNotice(undefined, event([line(1, 1)]), ME)).toBeNull();
  });

  it('names a guest without a name and joins several changes', () => {
    const both = event(
      [line(1, 1), line(2, 0, { menuItemMaster: { id: 3, displayName: 'Chai' } } as never)],
      {
        customerId: 7,
        name: null,
      },
    );
    expect(cartChangeNotice(cart(line(2, 1)), both, ME)).toBe(
      'A guest added 1 × Paneer Tikka. A guest removed Chai',
    );
  });
});
