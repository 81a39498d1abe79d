import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, photoFileProblem, wholeCrop } from './photo';

describe('photo checks', () => {
  it('refuses what is not an image and what is over 10 MB', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/JPEG/);
    expect(photoFileProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toMatch(/10 MB/);
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('sends the crop in whole pixels inside the image', () => {
    expect(
      wholeCrop({ x: 10.4, y: -0.3, width: 500.6, height: 500.6 }, { width: 510, height: 800 }),
    ).toEqual({
      x: 10,
      y: 0,
      width: 500,
      height: 501,
    });
  });
});
