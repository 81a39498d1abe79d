import { describe, expect, it } from 'vitest';
import { BANNER_MAX_BYTES, bannerFileProblem, wholeCrop } from './banner';

describe('banner checks', () => {
  it('refuses what is not an image and what is over 10 MB', () => {
    expect(bannerFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/JPEG, PNG/);
    expect(bannerFileProblem({ type: '', size: 10 })).toMatch(/JPEG, PNG/);
    expect(bannerFileProblem({ type: 'image/jpeg', size: BANNER_MAX_BYTES + 1 })).toMatch(/10 MB/);
    expect(bannerFileProblem({ type: 'image/webp', size: BANNER_MAX_BYTES })).toBeNull();
  });

  it('sends the crop in whole pixels inside the image', () => {
    expect(
      wholeCrop({ x: -0.4, y: 99.6, width: 1200.7, height: 600.2 }, { width: 1200, height: 800 }),
    ).toEqual({ x: 0, y: 100, width: 1200, height: 600 });
    expect(
      wholeCrop({ x: 1300, y: 0, width: 50, height: 25 }, { width: 1200, height: 800 }),
    ).toEqual({ x: 1199, y: 0, width: 1, height: 25 });
  });
});
