import { describe, expect, it } from 'vitest';
import { busyRetryDelayMs } from './busy-retry';

const post = { method: 'POST', headers: {} };

describe('busyRetryDelayMs', () => {
  it('waits as long as Retry-After says for a read, a PUT and a keyed write', () => {
    expect(busyRetryDelayMs(503, '2', { method: 'GET', headers: {} })).toBe(2000);
    expect(busyRetryDelayMs(503, '1', { method: 'PUT', headers: {} })).toBe(1000);
    expect(busyRetryDelayMs(503, '2', { ...post, headers: { 'idempotency-key': 'k' } })).toBe(2000);
  });

  it('never repeats a write without a key, nor any other status or a 503 without Retry-After', () => {
    expect(busyRetryDelayMs(503, '2', post)).toBeNull();
    expect(busyRetryDelayMs(500, '2', { method: 'GET', headers: {} })).toBeNull();
    expect(busyRetryDelayMs(503, null, { method: 'GET', headers: {} })).toBeNull();
    expect(busyRetryDelayMs(503, 'soon', { method: 'GET', headers: {} })).toBeNull();
  });

  it('waits at most 5 s whatever the server asks', () => {
    expect(busyRetryDelayMs(503, '120', { method: 'GET', headers: {} })).toBe(5000);
  });
});
