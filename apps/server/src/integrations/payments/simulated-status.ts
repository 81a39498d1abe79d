import type { PaymentStatus } from '@tableside/shared/domain/enums';

/** What the tester can pick on the simulated gateway's page. */
export const SIMULATED_OUTCOMES = [
  'CHARGED',
  'AUTHORIZATION_FAILED',
  'AUTHENTICATION_FAILED',
] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/**
 * How long the simulated bank "authorises" after the tester's choice. Longer than the app's
 * 5 s poll, so a polling guest sees AUTHORIZING at least once before the result.
 */
export const SIMULATED_AUTHORIZING_MS = 6000;

/** Stored as the outcome when the server ends an unpaid session: its page takes no choice. */
export const SIMULATED_EXPIRED = 'EXPIRED';

export const isSimulatedOutcome = (value: unknown): value is SimulatedOutcome =>
  typeof value === 'string' && (SIMULATED_OUTCOMES as readonly string[]).includes(value);

/**
 * The status a simulated session shows at `now`. Before the tester chooses: PENDING_VBV
 * (waiting for the card holder, as a 3-D Secure step does). A failed authentication ends
 * there at once, since authorisation never starts; a charge or a declined authorisation
 * passes through AUTHORIZING for SIMULATED_AUTHORIZING_MS first. A session the server ended
 * unpaid (SIMULATED_EXPIRED) reports what an expired session at a real gateway does.
 */
export function simulatedStatus(
  session: { outcome: string | null; decidedAt: Date | null },
  now: Date,
): PaymentStatus {
  const { outcome, decidedAt } = session;
  if (outcome === SIMULATED_EXPIRED) return 'AUTHORIZATION_FAILED';
  if (!isSimulatedOutcome(outcome) || !decidedAt) return 'PENDING_VBV';
  if (outcome === 'AUTHENTICATION_FAILED') return outcome;
  if (now.getTime() < decidedAt.getTime() + SIMULATED_AUTHORIZING_MS) return 'AUTHORIZING';
  return outcome;
}
