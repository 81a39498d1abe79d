import { describe, expect, it } from 'vitest';
import { createChannelRegistry, createSeqTracker } from './channel-registry';

describe('channel registry', () => {
  it('joins on the first holder and leaves after the last', () => {
    const registry = createChannelRegistry();
    expect(registry.add('price-1')).toBe(true);
    expect(registry.add('price-1')).toBe(false);
    expect(registry.remove('price-1')).toBe(false);
    expect(registry.channels()).toEqual(['price-1']);
    expect(registry.remove('price-1')).toBe(true);
    expect(registry.channels()).toEqual([]);
  });

  it('ignores letting go of a channel it does not hold', () => {
    const registry = createChannelRegistry();
    expect(registry.remove('customer-1-1-1')).toBe(false);
    expect(registry.channels()).toEqual([]);
  });
});

describe('seq tracker', () => {
  it('tells the next event, a gap (missed events) and a stale duplicate apart', () => {
    const seq = createSeqTracker();
    expect(seq.observe(12, 5)).toBe('next');
    expect(seq.observe(12, 6)).toBe('next');
    expect(seq.observe(12, 6)).toBe('stale');
    expect(seq.observe(12, 4)).toBe('stale');
    expect(seq.observe(12, 9)).toBe('gap');
    expect(seq.observe(12, 10)).toBe('next');
  });

  it('tracks orders apart and starts over after a reset (a refetch)', () => {
    const seq = createSeqTracker();
    seq.observe(1, 3);
    expect(seq.observe(2, 8)).toBe('next');
    seq.reset(1);
    expect(seq.observe(1, 2)).toBe('next');
  });
});
