import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedText,
  intBetweenQuery,
  text,
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

describe('text (the rule for every free-text input)', () => {
  const oneLine = text();
  const multiLine = text({ multiline: true });
  const password = text({ verbatim: true });

  it.each(['Meera', 'Paneer tikka – extra spicy 🌶', 'नमस्ते', ''])('accepts %j', (value) => {
    expect(oneLine.parse(value)).toBe(value);
  });

  it.each(['a\u0000b', 'a\nb', 'a\tb', 'a\rb', '\u001b[31mred', 'a\u007fb'])(
    'refuses %j on one line',
    (value) => {
      expect(oneLine.safeParse(value).error?.issues[0]?.message).toBe(
        'must not contain control characters',
      );
    },
  );

  it('keeps line breaks and tabs in multi-line text, never NUL or escapes', () => {
    expect(multiLine.parse('No onion\n\tno garlic')).toBe('No onion\n\tno garlic');
    expect(multiLine.safeParse('No onion\u0000').success).toBe(false);
    expect(multiLine.safeParse('\u001b[2J').success).toBe(false);
  });

  it.each([oneLine, multiLine, password])(
    'refuses a lone surrogate, no character at all',
    (schema) => {
      expect(schema.safeParse('ab\ud800').error?.issues[0]?.message).toBe(
        'must be valid Unicode text',
      );
      expect(schema.safeParse('\udfffab').success).toBe(false);
      expect(schema.parse('chilli 🌶')).toBe('chilli 🌶');
    },
  );

  it('refuses only NUL in a password, which is compared as typed', () => {
    expect(password.parse(' pass\tword\n')).toBe(' pass\tword\n');
    expect(password.safeParse('demo1234\u0000').error?.issues[0]?.message).toBe(
      'must not contain a NUL character',
    );
  });

  it('is what boundedText is built on, with the field named by the path', () => {
    const body = z.object({ reason: boundedText(200, { multiline: true }) });
    expect(body.safeParse({ reason: 'Spilled\u0000' }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'must not contain control characters',
    });
    expect(body.parse({ reason: '  Spilled\nby the guest ' })).toEqual({
      reason: 'Spilled\nby the guest',
    });
    expect(boundedText(64).safeParse('two\nlines').success).toBe(false);
  });
});
