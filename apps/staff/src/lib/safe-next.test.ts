import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/verify/12', '/verify/12'],
    ['/orders/3/checkout?x=1', '/orders/3/checkout?x=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['verify/12', '/'],
  ])('sends %j to %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
