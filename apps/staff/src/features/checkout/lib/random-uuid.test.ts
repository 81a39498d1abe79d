import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('uses randomUUID where there is one', () => {
    expect(randomUuid()).toMatch(V4);
  });

  it('builds a version 4 UUID from random bytes outside a secure context', () => {
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    expect(randomUuid(insecure)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('differs each time', () => {
    expect(randomUuid()).not.toBe(randomUuid());
  });
});
