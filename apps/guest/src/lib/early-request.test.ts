import { describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-request';

describe('early requests', () => {
  it('hands a started request to the first taker only', async () => {
    const early = vi.fn(async () => 'early');
    startEarly(['thing', 1], early);
    const fresh = vi.fn(async () => 'fresh');
    await expect(takeEarly(['thing', 1], fresh)).resolves.toBe('early');
    await expect(takeEarly(['thing', 1], fresh)).resolves.toBe('fresh');
    expect(early).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('runs a fresh request for a key nobody started', async () => {
    await expect(takeEarly(['other'], async () => 42)).resolves.toBe(42);
  });

  it('passes an early failure on to its taker', async () => {
    startEarly(['failing'], async () => {
      throw new Error('offline');
    });
    await expect(takeEarly(['failing'], async () => 'fresh')).rejects.toThrow('offline');
  });
});
