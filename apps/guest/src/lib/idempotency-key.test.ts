import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('createIdempotencyKeys', () => {
  it('reuses the key when the same body is submitted again before it went through', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('a')).toBe('key-1');
  });

  it('makes a new key for another body', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor('a');
    expect(keys.keyFor('b')).toBe('key-2');
    expect(keys.keyFor('a')).toBe('key-3');
  });

  it('makes a new key after a settled submit, even for the same body', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor('a');
    keys.settle();
    expect(keys.keyFor('a')).toBe('key-2');
  });

  it('makes keys the server accepts by default', () => {
    expect(createIdempotencyKeys().keyFor('a')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
