import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from './enums';
import { MSG } from './messages';
import {
  INITIAL_PAYMENT_POLL_STATE,
  type PaymentPollEvent,
  type PaymentPollState,
  type PaymentView,
  paymentView,
  reducePaymentPoll,
} from './payment-status';

const processing: PaymentView = { kind: 'processing', nextFetchInMs: 5000 };
const success: PaymentView = {
  kind: 'success',
  countdownS: 5,
  redirectTo: '/payment-status',
  saveBill: true,
};
const failure: PaymentView = { kind: 'failure', countdownS: 5, redirectTo: '/check-out' };
const unconfirmed: PaymentView = { kind: 'unconfirmed', message: MSG.paymentUnconfirmed };

describe('paymentView', () => {
  it.each<[PaymentStatus, boolean, PaymentView]>([
    ['PENDING_VBV', true, processing],
    ['AUTHORIZING', true, processing],
    ['PENDING_VBV', false, failure],
    ['AUTHORIZING', false, failure],
    ['CHARGED', true, success],
    ['CHARGED', false, success],
    ['AUTHORIZATION_FAILED', true, failure],
    ['AUTHORIZATION_FAILED', false, failure],
    ['AUTHENTICATION_FAILED', true, failure],
    ['AUTHENTICATION_FAILED', false, failure],
  ])('%s with shouldPoll %s', (status, shouldPoll, expected) => {
    expect(paymentView({ status, shouldPoll })).toEqual(expected);
  });
});

const failed: PaymentPollEvent = { type: 'fetch-failed' };
const fetched = (status: PaymentStatus, shouldPoll = true): PaymentPollEvent => ({
  type: 'fetched',
  result: { status, shouldPoll },
});
const run = (events: PaymentPollEvent[]): PaymentPollState =>
  events.reduce(reducePaymentPoll, INITIAL_PAYMENT_POLL_STATE);

describe('reducePaymentPoll', () => {
  it('starts by fetching at once', () => {
    expect(INITIAL_PAYMENT_POLL_STATE).toEqual({
      view: { kind: 'processing', nextFetchInMs: 0 },
      consecutiveErrors: 0,
    });
  });

  it.each<[string, PaymentPollEvent[], PaymentPollState]>([
    ['pending keeps polling', [fetched('AUTHORIZING')], { view: processing, consecutiveErrors: 0 }],
    [
      'charged',
      [fetched('PENDING_VBV'), fetched('CHARGED')],
      { view: success, consecutiveErrors: 0 },
    ],
    ['failed', [fetched('AUTHENTICATION_FAILED')], { view: failure, consecutiveErrors: 0 }],
    ['one error retries in 5 s', [failed], { view: processing, consecutiveErrors: 1 }],
    [
      'four errors still retry',
      [failed, failed, failed, failed],
      { view: processing, consecutiveErrors: 4 },
    ],
    [
      'the fourth retry failing gives up',
      [failed, failed, failed, failed, failed],
      { view: unconfirmed, consecutiveErrors: 5 },
    ],
    [
      'a good answer resets the count',
      [failed, failed, failed, failed, fetched('PENDING_VBV'), failed],
      { view: processing, consecutiveErrors: 1 },
    ],
    [
      'success is final',
      [fetched('CHARGED'), fetched('AUTHORIZATION_FAILED'), failed],
      { view: success, consecutiveErrors: 0 },
    ],
    [
      'failure is final',
      [fetched('AUTHORIZATION_FAILED'), fetched('CHARGED')],
      { view: failure, consecutiveErrors: 0 },
    ],
    [
      'unconfirmed is final',
      [failed, failed, failed, failed, failed, fetched('CHARGED')],
      { view: unconfirmed, consecutiveErrors: 5 },
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('gives up with the unconfirmed-payment wording', () => {
    expect(run([failed, failed, failed, failed, failed]).view).toEqual({
      kind: 'unconfirmed',
      message: 'We could not confirm your payment. Please check with the waiter before you leave.',
    });
  });
});
