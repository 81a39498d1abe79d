import { describe, expect, it } from 'vitest';
import type { TableVerificationState } from './enums';
import {
  canOrderAtTable,
  showsVerificationBanner,
  tableVerificationState,
  type VerifiableOrder,
} from './table-verification';

describe('tableVerificationState', () => {
  it.each<[string, VerifiableOrder, TableVerificationState]>([
    ['order verified', { isVerified: true }, 'VERIFIED'],
    ['order not verified', { isVerified: false }, 'NOT_VERIFIED'],
    ['flag missing', {}, 'NOT_VERIFIED'],
    ['flag null', { isVerified: null }, 'NOT_VERIFIED'],
  ])('%s', (_name, order, expected) => {
    expect(tableVerificationState(order)).toBe(expected);
  });
});

describe('banner and ordering', () => {
  it.each<[TableVerificationState | null | undefined, boolean, boolean]>([
    ['NOT_VERIFIED', true, false],
    ['VERIFIED', false, true],
    [undefined, false, false],
    [null, false, false],
  ])('state %s: banner %s, can order %s', (state, banner, canOrder) => {
    expect(showsVerificationBanner(state)).toBe(banner);
    expect(canOrderAtTable(state)).toBe(canOrder);
  });
});
