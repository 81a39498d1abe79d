import { describe, expect, it } from 'vitest';
import {
  intBetweenQuery,
  ZId,
  ZMoney,
  ZMoneyQuery,
  ZPhoneNo,
  ZQueryBoolean,
  ZSignedMoney,
  ZTenantHeaders,
} from './common';

describe('ZId (query and path ids)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads %j as %j', (input, expected) => {
    expect(ZId.parse(input)).toBe(expected);
  });

  it.each(['abc', '0', '-1', '1.5', '', '2147483648'])('rejects %j', (input) => {
    expect(ZId.safeParse(input).success).toBe(false);
  });
});

describe('ZMoney (rupees, at most 2 decimals)', () => {
  it.each([0, 0.07, 19.99, 1234.5, 0.1 + 0.2, 19_999_999.99])('accepts %j', (value) => {
    expect(ZMoney.safeParse(value).success).toBe(true);
  });

  it.each([
    [1.005, 'must have at most 2 decimals'],
    [12.345, 'must have at most 2 decimals'],
    [-0.01, 'must not be negative'],
    [20_000_000.01, 'is too large'],
  ])('rejects %j: %s', (value, message) => {
    expect(ZMoney.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '12'])('rejects the non-number %j', (value) => {
    expect(ZMoney.safeParse(value).success).toBe(false);
  });

  it('lets only a signed amount go below zero', () => {
    expect(ZSignedMoney.parse(-0.25)).toBe(-0.25);
    expect(ZSignedMoney.safeParse(-0.255).success).toBe(false);
  });

  it('reads money from a query string', () => {
    expect(ZMoneyQuery.parse('12.50')).toBe(12.5);
    expect(ZMoneyQuery.safeParse('12.505').success).toBe(false);
    expect(ZMoneyQuery.safeParse('abc').success).toBe(false);
  });
});

describe('intBetweenQuery (counts in a query string)', () => {
  const quantity = intBetweenQuery(0, 50);

  it.each([
    ['0', 0],
    ['3', 3],
    [' 50 ', 50],
  ])('reads %j as %j', (input, value) => {
    expect(quantity.parse(input)).toBe(value);
  });

  it.each(['', '  ', '-1', '51', '1.5', 'abc'])('rejects %j', (input) => {
    expect(quantity.safeParse(input).success).toBe(false);
  });
});

describe('ZPhoneNo', () => {
  it.each(['+919876543210', '+15551234567', '+6581234567', '+1234567'])('accepts %j', (phone) => {
    expect(ZPhoneNo.safeParse(phone).success).toBe(true);
  });

  it.each(['919876543210', '+91 98765 43210', '+0123456789', '+123456', '+1234567890123456'])(
    'rejects %j',
    (phone) => {
      expect(ZPhoneNo.safeParse(phone).error?.issues[0]?.message).toBe(
        'must be + and 7 to 15 digits',
      );
    },
  );
});

describe('ZQueryBoolean', () => {
  it("reads 'true' and 'false', nothing else", () => {
    expect(ZQueryBoolean.parse('true')).toBe(true);
    expect(ZQueryBoolean.parse('false')).toBe(false);
    expect(ZQueryBoolean.safeParse('yes').success).toBe(false);
  });
});

describe('ZTenantHeaders', () => {
  it('keeps the other headers, because Fastify replaces request.headers with the result', () => {
    expect(ZTenantHeaders.parse({ 'x-tenant': '3', cookie: 'ts_guest=abc' })).toEqual({
      'x-tenant': 3,
      cookie: 'ts_guest=abc',
    });
  });
});
