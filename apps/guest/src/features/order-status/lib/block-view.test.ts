import { MSG } from '@tableside/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { textsFor } from '../../../lib/i18n/locale-store';
import { blockSentence, blockView } from './block-view';

const english = textsFor({ locale: 'en', translation: null });

const order = (
  status: 'NEW' | 'REQUEST_BILL' | 'CHECKOUT' | 'COMPLETED',
  checkoutCustomerId: number | null = null,
  isVoid = false,
) => ({ status, checkoutCustomerId, isVoid });

describe('blockView', () => {
  it('shows the message the page was sent with first', () => {
    expect(
      blockView({ stateMessage: MSG.clearingPendingItems, push: null, order: order('NEW') }),
    ).toEqual({ kind: 'message', text: MSG.clearingPendingItems });
  });

  it('shows the void text for a void order or event', () => {
    expect(blockView({ push: { type: 'void' } })).toEqual({
      kind: 'message',
      text: MSG.orderVoided,
    });
    expect(blockView({ push: null, order: order('COMPLETED', null, true) })).toEqual({
      kind: 'message',
      text: MSG.orderVoided,
    });
  });

  it('names who checks out from the last checkout event', () => {
    expect(blockView({ push: { type: 'checkout', customerId: 9 }, myCustomerId: 2 })).toEqual({
      kind: 'message',
      text: MSG.checkoutByCustomer,
    });
    expect(blockView({ push: { type: 'checkout', customerId: null }, myCustomerId: 2 })).toEqual({
      kind: 'message',
      text: MSG.checkoutByWaiter,
    });
  });

  it('names who checks out from the order when no event says', () => {
    expect(blockView({ push: null, order: order('REQUEST_BILL', 9), myCustomerId: 2 })).toEqual({
      kind: 'message',
      text: MSG.checkoutByCustomer,
    });
    expect(blockView({ push: null, order: order('CHECKOUT'), myCustomerId: 2 })).toEqual({
      kind: 'message',
      text: MSG.checkoutByWaiter,
    });
  });

  it('sends the guest who asked for the bill to the bill', () => {
    expect(blockView({ push: null, order: order('REQUEST_BILL', 2), myCustomerId: 2 })).toEqual({
      kind: 'own-checkout',
    });
  });

  it('waits while the order is unknown or completing, and lets an open order go', () => {
    expect(blockView({ push: null })).toEqual({ kind: 'pending' });
    expect(blockView({ push: null, order: order('COMPLETED') })).toEqual({ kind: 'pending' });
    expect(blockView({ push: null, order: order('NEW') })).toEqual({ kind: 'open' });
  });
});

describe('blockSentence', () => {
  it('makes a sentence of the customer text without changing its words', () => {
    const sentence = blockSentence(MSG.checkoutByCustomer, english);
    expect(sentence).toBe('You cannot place orders as table is being checked out.');
    expect(sentence).toContain(MSG.checkoutByCustomer);
  });

  it('keeps the other texts as they are', () => {
    expect(blockSentence(MSG.checkoutByWaiter, english)).toBe(MSG.checkoutByWaiter);
    expect(blockSentence(MSG.orderVoided, english)).toBe(MSG.orderVoided);
  });
});
