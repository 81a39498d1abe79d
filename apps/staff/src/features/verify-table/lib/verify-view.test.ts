import { describe, expect, it } from 'vitest';
import { verifyView } from './verify-view';

const open = { status: 'IN_PROGRESS', isVoid: false, isVerified: false } as const;

describe('verifyView', () => {
  it('offers verification of an open, unverified order', () => {
    expect(verifyView(open, false)).toBe('unverified');
  });

  it('tells a verification just made from one found made', () => {
    expect(verifyView({ ...open, isVerified: true }, true)).toBe('just-verified');
    expect(verifyView({ ...open, isVerified: true }, false)).toBe('verified');
  });

  it('says a finished order is over, even when it was verified', () => {
    expect(verifyView({ ...open, status: 'COMPLETED', isVerified: true }, true)).toBe('closed');
    expect(verifyView({ ...open, status: 'COMPLETED', isVoid: true }, false)).toBe('void');
  });
});
