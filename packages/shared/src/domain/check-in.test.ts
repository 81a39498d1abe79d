import { describe, expect, it } from 'vitest';
import {
  afterCheckIn,
  afterNameEntered,
  afterOtpVerified,
  afterPinVerified,
  type CheckInOutcome,
  type CheckInView,
  checkInView,
  deriveCheckInState,
  type IdentityDecision,
  type TableStatusFlags,
} from './check-in';
import type { CheckInState } from './enums';
import { MSG } from './messages';

const flags = (a: boolean, c: boolean, o: boolean): TableStatusFlags => ({
  isCustomerAssociateNotAssigned: a,
  isOrderCheckOut: c,
  isOpenOrder: o,
});

describe('deriveCheckInState', () => {
  it.each<[string, TableStatusFlags, CheckInState]>([
    ['no associate wins over everything', flags(true, true, true), 'CUST_ASSOC_NOT_ASSIGNED'],
    ['no associate alone', flags(true, false, false), 'CUST_ASSOC_NOT_ASSIGNED'],
    ['checked out wins over open order', flags(false, true, true), 'CHECKOUT'],
    ['checked out alone', flags(false, true, false), 'CHECKOUT'],
    ['open order', flags(false, false, true), 'JOIN'],
    ['nothing set', flags(false, false, false), 'NEW'],
  ])('%s', (_name, status, expected) => {
    expect(deriveCheckInState(status)).toBe(expected);
  });
});

describe('checkInView', () => {
  it.each<[string, TableStatusFlags | null | undefined, CheckInView]>([
    ['missing status', undefined, { kind: 'message', message: MSG.tableNotIdentified }],
    ['null status', null, { kind: 'message', message: MSG.tableNotIdentified }],
    ['not serviceable', flags(true, false, true), { kind: 'message', message: MSG.notServiceable }],
    [
      'being checked out',
      flags(false, true, true),
      { kind: 'message', message: MSG.beingCheckedOut },
    ],
    ['join form', flags(false, false, true), { kind: 'form', state: 'JOIN' }],
    ['new form', flags(false, false, false), { kind: 'form', state: 'NEW' }],
  ])('%s', (_name, status, expected) => {
    expect(checkInView(status)).toEqual(expected);
  });

  it.each<[TableStatusFlags | undefined, string]>([
    [undefined, 'We were unable to identify the table. Kindly scan again.'],
    [flags(true, false, false), 'Sorry! This table is currently not serviceable.'],
    [
      flags(false, true, false),
      'This table is currently being checked out, Please wait to start a new check.',
    ],
  ])('uses the spec wording exactly (%#)', (status, text) => {
    expect(checkInView(status)).toEqual({ kind: 'message', message: text });
  });
});

const customer = { id: 7 };
const home = { kind: 'navigate', to: '/home' } as const;
const otp = { kind: 'navigate', to: '/verify-otp' } as const;
const name = { kind: 'navigate', to: '/enter-name' } as const;
const pin = { kind: 'navigate', to: '/verify-pin' } as const;

describe('afterCheckIn (first matching rule)', () => {
  it.each<[string, CheckInOutcome, IdentityDecision]>([
    [
      'mapped with order and customer beats every flag',
      {
        customerAlreadyMapped: true,
        orderId: 5,
        customerDetails: customer,
        isOtpNeeded: true,
        isNewNumber: true,
        isTablePinNeeded: true,
      },
      home,
    ],
    [
      'mapped without customer details falls through to OTP',
      { customerAlreadyMapped: true, orderId: 5, customerDetails: null, isOtpNeeded: true },
      otp,
    ],
    [
      'mapped without order id falls through to OTP',
      { customerAlreadyMapped: true, customerDetails: customer, isOtpNeeded: true },
      otp,
    ],
    ['OTP beats new number', { isOtpNeeded: true, isNewNumber: true, orderId: 5 }, otp],
    ['new number beats PIN', { isNewNumber: true, isTablePinNeeded: true, orderId: 5 }, name],
    ['PIN beats order id', { isTablePinNeeded: true, orderId: 5 }, pin],
    ['order id alone', { orderId: 5, customerAlreadyMapped: false }, home],
    [
      'mapped with order but no details still reaches home by rule 5',
      { customerAlreadyMapped: true, orderId: 5 },
      home,
    ],
    ['nothing', {}, { kind: 'error', message: MSG.checkInNotAssociated }],
    ['null order id', { orderId: null }, { kind: 'error', message: MSG.checkInNotAssociated }],
  ])('%s', (_name, outcome, expected) => {
    expect(afterCheckIn(outcome)).toEqual(expected);
  });

  it('shows the check-in wording without a full stop', () => {
    expect(afterCheckIn({})).toEqual({
      kind: 'error',
      message: 'Oops, We were not able to associate the number with the table. Please scan again',
    });
  });
});

describe('afterOtpVerified', () => {
  it.each<[string, CheckInOutcome, IdentityDecision]>([
    [
      'mapped with order beats new number and PIN',
      { customerAlreadyMapped: true, orderId: 5, isNewNumber: true, isTablePinNeeded: true },
      home,
    ],
    [
      'mapped without order falls through',
      { customerAlreadyMapped: true, isNewNumber: true },
      name,
    ],
    ['OTP flag is not consulted again', { isOtpNeeded: true, isTablePinNeeded: true }, pin],
    ['new number beats PIN', { isNewNumber: true, isTablePinNeeded: true, orderId: 5 }, name],
    ['PIN beats order', { isTablePinNeeded: true, orderId: 5 }, pin],
    ['order present', { orderId: 5 }, home],
    ['nothing', {}, { kind: 'error', message: MSG.otpNotAssociated }],
  ])('%s', (_name, outcome, expected) => {
    expect(afterOtpVerified(outcome)).toEqual(expected);
  });

  it('uses the spec wording with the full stop', () => {
    expect(afterOtpVerified({ isOtpNeeded: true })).toEqual({
      kind: 'error',
      message: 'Oops, We were not able to associate the number with the table. Please scan again.',
    });
  });
});

describe('afterNameEntered', () => {
  it.each<[string, CheckInOutcome, IdentityDecision]>([
    ['PIN beats order', { isTablePinNeeded: true, orderId: 5 }, pin],
    ['order id', { orderId: 5, isNewNumber: true }, home],
    ['nothing', { isNewNumber: true }, { kind: 'error', message: MSG.otpNotAssociated }],
  ])('%s', (_name, outcome, expected) => {
    expect(afterNameEntered(outcome)).toEqual(expected);
  });
});

describe('afterPinVerified', () => {
  it.each<[string, boolean, number | null, IdentityDecision]>([
    ['verified with order', true, 5, home],
    ['not verified', false, 5, { kind: 'error', message: MSG.incorrectPin }],
    ['not verified, no order', false, null, { kind: 'error', message: MSG.incorrectPin }],
    ['verified without order', true, null, { kind: 'error', message: MSG.otpNotAssociated }],
  ])('%s', (_name, isVerified, orderId, expected) => {
    expect(afterPinVerified({ isVerified, orderId })).toEqual(expected);
  });

  it('uses the spec wording for a wrong PIN', () => {
    expect(afterPinVerified({ isVerified: false })).toEqual({
      kind: 'error',
      message: 'Incorrect Pin, kindly enter the valid table pin',
    });
  });
});
