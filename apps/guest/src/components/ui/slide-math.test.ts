import { describe, expect, it } from 'vitest';
import { maxSlide, slideConfirms, slideOffset } from './slide-math';

describe('slide-to-confirm geometry', () => {
  it('keeps the handle on the track, less its 62 px', () => {
    expect(maxSlide(300)).toBe(238);
    expect(slideOffset(-20, 300)).toBe(0);
    expect(slideOffset(120, 300)).toBe(120);
    expect(slideOffset(500, 300)).toBe(238);
    expect(maxSlide(40)).toBe(0);
  });

  it('confirms at 35% of the track width or beyond, not before', () => {
    expect(slideConfirms(104, 300)).toBe(false);
    expect(slideConfirms(105, 300)).toBe(true);
    expect(slideConfirms(238, 300)).toBe(true);
  });

  it('right to left, slides forward on a leftward drag and stays put on a rightward one', () => {
    expect(slideOffset(-120, 300, true)).toBe(120);
    expect(slideOffset(-500, 300, true)).toBe(238);
    expect(slideOffset(80, 300, true)).toBe(0);
  });

  it('never confirms on a track without width', () => {
    expect(slideConfirms(0, 0)).toBe(false);
  });
});
