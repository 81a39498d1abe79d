import type { OrderStatus } from '@tableside/shared/domain/enums';
import { MSG } from '@tableside/shared/domain/messages';
import { checkoutEventRedirect } from '@tableside/shared/domain/order-redirects';
import type { Texts } from '../../../lib/i18n/locale-store';
import type { PushEvent } from './push-state';

export type BlockView =
  | { kind: 'message'; text: string }
  /** This guest asked for the bill: the bill page is theirs. */
  | { kind: 'own-checkout' }
  /** The order takes orders again (or never stopped): nothing to block. */
  | { kind: 'open' }
  /** Not known yet (the order is being read), or about to leave (completed). */
  | { kind: 'pending' };

export interface BlockInput {
  stateMessage?: string;
  push: PushEvent | null;
  order?: { status: OrderStatus; isVoid: boolean; checkoutCustomerId: number | null };
  myCustomerId?: number | null;
}

const fromCheckout = (customerId: number | null, me: number | null | undefined): BlockView => {
  const redirect = checkoutEventRedirect({ customerId }, me);
  return redirect ? { kind: 'message', text: redirect.message } : { kind: 'own-checkout' };
};

/**
 * What /payment-in-progress-block says (spec sections 2 and 4): the message it was sent with;
 * else the void text; else who started the checkout, from the last checkout event or from
 * the order (a page reached by the 'Order is not in NEW status' error carries no message).
 */
export function blockView({ stateMessage, push, order, myCustomerId }: BlockInput): BlockView {
  if (stateMessage) return { kind: 'message', text: stateMessage };
  if (push?.type === 'void' || order?.isVoid) return { kind: 'message', text: MSG.orderVoided };
  if (push?.type === 'checkout') return fromCheckout(push.customerId, myCustomerId);
  if (!order) return { kind: 'pending' };
  if (order.status === 'REQUEST_BILL' || order.status === 'CHECKOUT') {
    return fromCheckout(order.checkoutCustomerId, myCustomerId);
  }
  return order.status === 'COMPLETED' ? { kind: 'pending' } : { kind: 'open' };
}

/**
 * The customer-checkout text is a fragment ('cannot place orders as table is being checked
 * out'); shown alone it reads as a full sentence with its words unchanged.
 */
export const blockSentence = (text: string, { t, tx }: Pick<Texts, 't' | 'tx'>): string =>
  text === MSG.checkoutByCustomer ? t('youCheckoutByCustomer', { text: tx(text) }) : text;
