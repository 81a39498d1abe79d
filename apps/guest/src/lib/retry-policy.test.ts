import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './retry-policy';

describe('shouldRetry', () => {
  it.each([
    ['network failure', new ApiError('FETCH_ERROR', 'x'), true],
    ['timeout', new ApiError('TIMEOUT_ERROR', 'x'), true],
    ['server error', new ApiError('HTTP_ERROR', 'x', 503), true],
    ['not found', new ApiError('HTTP_ERROR', 'x', 404), false],
    ['bad request', new ApiError('HTTP_ERROR', 'x', 400), false],
    ['contract mismatch', new ApiError('PARSING_ERROR', 'x', 200), false],
    ['a bug in the app', new TypeError('x'), false],
  ])('%s: first retry %s', (_name, error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
  });

  it('gives a transient failure two retries, no more', () => {
    const error = new ApiError('FETCH_ERROR', 'x');
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});
