import { describe, expect, it } from 'vitest';
import { parseRupees, rupeesForInput } from './rupee-input';

describe('parseRupees', () => {
  it.each([
    ['1250', 1250],
    [' 49.50 ', 49.5],
    ['1,250.75', 1250.75],
    ['₹ 1,23,456', 123456],
    ['.5', 0.5],
    ['0', 0],
    ['-0', 0],
  ])('reads %j as %d rupees', (text, rupees) => {
    expect(parseRupees(text)).toEqual({ ok: true, rupees });
  });

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['abc', 'not-a-number'],
    ['12abc', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['-5', 'negative'],
    ['10.005', 'too-many-decimals'],
    ['20000000.01', 'too-large'],
  ])('refuses %j as %s', (text, problem) => {
    expect(parseRupees(text)).toEqual({ ok: false, problem });
  });
});

describe('rupeesForInput', () => {
  it('shows two decimals without grouping', () => {
    expect(rupeesForInput(1234.5)).toBe('1234.50');
    expect(rupeesForInput(0)).toBe('0.00');
  });
});
