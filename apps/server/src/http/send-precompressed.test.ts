import { describe, expect, it } from 'vitest';
import { matchesBody, pickCoding } from './send-precompressed';

describe('pickCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR;Q=1, GZIP;Q=1', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['identity', 'identity'],
  ])('%s -> %s', (header, coding) => {
    expect(pickCoding(header)).toBe(coding);
  });
});

describe('matchesBody', () => {
  const hash = 'abc123';
  it.each([
    [undefined, false],
    ['"abc123"', true],
    ['"abc123-br"', true],
    ['W/"abc123-gzip"', true],
    ['"old", "abc123-br"', true],
    ['*', true],
    ['"abc1234"', false],
    ['"abc12"', false],
    ['abc123', false],
  ])('%s -> %s', (header, matches) => {
    expect(matchesBody(header, hash)).toBe(matches);
  });
});
