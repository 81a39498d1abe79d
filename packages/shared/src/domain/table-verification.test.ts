import { describe, expect, it } from 'vitest';
import type { TableVerificationState } from './enums';
import {
  canOrderAtTable,
  showsVerificationBanner,
  tableVerificationState,
  type VerifiableOrder,
} from './table-verification';

describe('tableVerificationState', () => {
  it.each<[string, VerifiableOrder, string | null | undefined, TableVerificationState]>([
    ['order verified', { isVerified: true, code: '1111' }, '2222', 'VERIFIED'],
    ['order verified, no codes', { isVerified: true }, undefined, 'VERIFIED'],
    ['codes match', { isVerified: false, code: '0427' }, '0427', 'VERIFIED'],
    ['codes match, flag missing', { code: '0427' }, '0427', 'VERIFIED'],
    ['codes differ', { isVerified: false, code: '0427' }, '0428', 'NOT_VERIFIED'],
    ['leading zero matters', { isVerified: false, code: '0427' }, '427', 'NOT_VERIFIED'],
    ['customer has no code', { isVerified: false, code: '0427' }, undefined, 'NOT_VERIFIED'],
    ['both codes missing', { isVerified: false }, undefined, 'NOT_VERIFIED'],
    ['both codes null', { isVerified: null, code: null }, null, 'NOT_VERIFIED'],
    ['both codes empty', { isVerified: false, code: '' }, '', 'NOT_VERIFIED'],
  ])('%s', (_name, order, customerCode, expected) => {
    expect(tableVerificationState(order, customerCode)).toBe(expected);
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
