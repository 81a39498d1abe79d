import { describe, expect, it } from 'vitest';
import {
  SIMULATED_AUTHORIZING_MS,
  simulatedStatus,
} from '../../src/integrations/payments/simulated-status';

const decidedAt = new Date('2026-03-10T12:00:00Z');
const after = (ms: number) => new Date(decidedAt.getTime() + ms);

describe('the simulated gateway over time', () => {
  it.each([
    [null, null, 0, 'PENDING_VBV'],
    ['nonsense', decidedAt, 0, 'PENDING_VBV'],
    ['CHARGED', decidedAt, 0, 'AUTHORIZING'],
    ['CHARGED', decidedAt, SIMULATED_AUTHORIZING_MS - 1, 'AUTHORIZING'],
    ['CHARGED', decidedAt, SIMULATED_AUTHORIZING_MS, 'CHARGED'],
    ['AUTHORIZATION_FAILED', decidedAt, 1000, 'AUTHORIZING'],
    ['AUTHORIZATION_FAILED', decidedAt, SIMULATED_AUTHORIZING_MS, 'AUTHORIZATION_FAILED'],
    // Authentication fails before any authorisation starts.
    ['AUTHENTICATION_FAILED', decidedAt, 0, 'AUTHENTICATION_FAILED'],
  ] as const)('outcome %s decided at %s, %i ms later: %s', (outcome, at, ms, expected) => {
    expect(simulatedStatus({ outcome, decidedAt: at }, after(ms))).toBe(expected);
  });
});
