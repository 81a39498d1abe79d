import { describe, expect, it } from 'vitest';
import { quoteTip } from './bill-tips';

describe('a tip on a share', () => {
  it('is the chosen percentage of the share, to the paisa, half up', () => {
    expect(quoteTip(33_333, { kind: 'PERCENT', percent: 0 })).toEqual({ ok: true, tipMinor: 0 });
    expect(quoteTip(33_333, { kind: 'PERCENT', percent: 5 })).toEqual({
      ok: true,
      tipMinor: 1_667,
    });
    expect(quoteTip(12_345, { kind: 'PERCENT', percent: 10 })).toEqual({
      ok: true,
      tipMinor: 1_235,
    });
    expect(quoteTip(33_334, { kind: 'PERCENT', percent: 15 })).toEqual({
      ok: true,
      tipMinor: 5_000,
    });
  });

  it('refuses a percentage the screen does not offer', () => {
    // @ts-expect-error 12% is not one of the choices
    expect(quoteTip(10_000, { kind: 'PERCENT', percent: 12 })).toEqual({
      ok: false,
      problem: 'bad-tip',
    });
  });

  it('takes a named amount up to the share itself', () => {
    expect(quoteTip(20_000, { kind: 'CUSTOM', amountMinor: 5_000 })).toEqual({
      ok: true,
      tipMinor: 5_000,
    });
    expect(quoteTip(20_000, { kind: 'CUSTOM', amountMinor: 20_000 })).toEqual({
      ok: true,
      tipMinor: 20_000,
    });
    expect(quoteTip(20_000, { kind: 'CUSTOM', amountMinor: 200_000 })).toEqual({
      ok: false,
      problem: 'tip-over-share',
    });
    expect(quoteTip(20_000, { kind: 'CUSTOM', amountMinor: -1 })).toEqual({
      ok: false,
      problem: 'bad-tip',
    });
    expect(quoteTip(20_000, { kind: 'CUSTOM', amountMinor: 1.5 })).toEqual({
      ok: false,
      problem: 'bad-tip',
    });
  });
});
