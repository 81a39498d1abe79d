import { describe, expect, it } from 'vitest';
import { guestPrepLabel, nextPrepStatus, prepStep } from './prep-status';

describe('prepStep', () => {
  it('moves forward, repeats or goes back', () => {
    expect(prepStep('NEW', 'PREPARING')).toBe('forward');
    expect(prepStep('NEW', 'READY')).toBe('forward');
    expect(prepStep('PREPARING', 'PREPARING')).toBe('same');
    expect(prepStep('READY', 'PREPARING')).toBe('backward');
    expect(prepStep('PREPARING', 'NEW')).toBe('backward');
  });
});

describe('nextPrepStatus', () => {
  it('offers Start, then Ready, then nothing (deliver is next)', () => {
    expect(nextPrepStatus('NEW')).toBe('PREPARING');
    expect(nextPrepStatus('PREPARING')).toBe('READY');
    expect(nextPrepStatus('READY')).toBeNull();
  });
});

describe('guestPrepLabel', () => {
  it('names the kitchen state of a confirmed item only', () => {
    expect(guestPrepLabel('IN_PROGRESS', 'PREPARING')).toBe('Preparing');
    expect(guestPrepLabel('IN_PROGRESS', 'READY')).toBe('Ready');
    expect(guestPrepLabel('IN_PROGRESS', 'NEW')).toBeNull();
    expect(guestPrepLabel('IN_PROGRESS', undefined)).toBeNull();
    expect(guestPrepLabel('DELIVERED', 'READY')).toBeNull();
    expect(guestPrepLabel('CANCELLED', 'PREPARING')).toBeNull();
  });
});
