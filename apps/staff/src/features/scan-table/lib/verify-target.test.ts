import { describe, expect, it } from 'vitest';
import { parseVerifyTarget, TARGET_PROBLEMS } from './verify-target';

const ORIGIN = 'https://tableside.example';

describe('parseVerifyTarget', () => {
  it('reads the verify URL of the guests’ QR code', () => {
    expect(parseVerifyTarget(`${ORIGIN}/staff/verify/42`, ORIGIN)).toEqual({ orderId: 42 });
    expect(parseVerifyTarget(` ${ORIGIN}/staff/verify/42/ `, ORIGIN)).toEqual({ orderId: 42 });
  });

  it('takes a typed order number', () => {
    expect(parseVerifyTarget('42', ORIGIN)).toEqual({ orderId: 42 });
    expect(parseVerifyTarget('#7', ORIGIN)).toEqual({ orderId: 7 });
    expect(parseVerifyTarget('/staff/verify/9', ORIGIN)).toEqual({ orderId: 9 });
  });

  it('refuses a verify URL of another site', () => {
    expect(parseVerifyTarget('https://evil.example/staff/verify/42', ORIGIN)).toEqual({
      problem: TARGET_PROBLEMS.otherSite,
    });
  });

  it('refuses other codes and impossible numbers', () => {
    expect(parseVerifyTarget(`${ORIGIN}/?brandId=1&tableId=3`, ORIGIN)).toEqual({
      problem: TARGET_PROBLEMS.notVerifyCode,
    });
    expect(parseVerifyTarget('table three', ORIGIN)).toEqual({
      problem: TARGET_PROBLEMS.notVerifyCode,
    });
    expect(parseVerifyTarget('0', ORIGIN)).toEqual({ problem: TARGET_PROBLEMS.badNumber });
    expect(parseVerifyTarget('99999999999', ORIGIN)).toEqual({
      problem: TARGET_PROBLEMS.badNumber,
    });
    expect(parseVerifyTarget('   ', ORIGIN)).toEqual({ problem: TARGET_PROBLEMS.empty });
  });
});
