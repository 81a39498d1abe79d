import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageFileProblem, wholeCrop } from './image-file';

describe('image checks', () => {
  it('refuses what is not an image and what is over 10 MB', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 }, 'photo')).toMatch(/JPEG, PNG/);
    expect(imageFileProblem({ type: '', size: 10 }, 'image')).toMatch(/JPEG, PNG/);
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }, 'photo')).toBe(
      'The photo is larger than 10 MB. Choose a smaller one.',
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }, 'image')).toBe(
      'The image is larger than 10 MB. Choose a smaller one.',
    );
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES }, 'photo')).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES }, 'image')).toBeNull();
  });

  it('sends the crop in whole pixels inside the image', () => {
    expect(
      wholeCrop({ x: 10.4, y: -0.3, width: 500.6, height: 500.6 }, { width: 510, height: 800 }),
    ).toEqual({ x: 10, y: 0, width: 500, height: 501 });
    expect(
      wholeCrop({ x: -0.4, y: 99.6, width: 1200.7, height: 600.2 }, { width: 1200, height: 800 }),
    ).toEqual({ x: 0, y: 100, width: 1200, height: 600 });
    expect(
      wholeCrop({ x: 1300, y: 0, width: 50, height: 25 }, { width: 1200, height: 800 }),
    ).toEqual({ x: 1199, y: 0, width: 1, height: 25 });
  });
});
