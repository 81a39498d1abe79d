import { randomBytes } from 'node:crypto';
import { API_BASE, buildPath } from '@tableside/shared/contract/routes';
import type { PaymentStatus } from '@tableside/shared/domain/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, orders, paymentSessions } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { GatewayError, type PaymentPort } from './payment-port';
import { SIMULATED_EXPIRED, type SimulatedOutcome, simulatedStatus } from './simulated-status';

/** The simulated gateway's page, served by this server (routes/payments). */
export const SIMULATED_PAGE_PATH = `${API_BASE}/payments/simulated/:sessionId`;
/** `sim_` and 24 url-safe characters: 144 random bits, unguessable like a real gateway's. */
export const SIMULATED_SESSION_ID = /^sim_[A-Za-z0-9_-]{24}$/;

export interface SimulatedSessionView {
  sessionId: string;
  orderId: number;
  tenantName: string;
  amountMinor: number;
  status: PaymentStatus;
  /** Paid, closed or voided by other means: the page takes no choice any more. */
  orderClosed: boolean;
  /** Ended unpaid by the server (a split bill's hold ran out): nothing was charged. */
  expired: boolean;
}

export type SimulatedDecision = 'decided' | 'already-decided' | 'order-closed' | 'not-found';

export interface SimulatedGateway extends PaymentPort {
  readonly kind: 'simulated';
  view(sessionId: string): Promise<SimulatedSessionView | null>;
  /** The tester's choice on the page; the first one counts. */
  decide(sessionId: string, outcome: SimulatedOutcome): Promise<SimulatedDecision>;
}

/**
 * A gateway that needs no account: its page lets a tester pick the result. Its state lives
 * in our payment_sessions row (outcome, decided_at), and the status it reports follows from
 * that and the clock (simulatedStatus), so tests walk it with a manual clock.
 */
export function simulatedGateway(deps: { db: Database; clock: Clock }): SimulatedGateway {
  const { db, clock } = deps;

  async function load(sessionId: string) {
    const [row] = await db
      .select({
        sessionId: paymentSessions.id,
        orderId: paymentSessions.orderId,
        amountMinor: paymentSessions.amountMinor,
        outcome: paymentSessions.outcome,
        decidedAt: paymentSessions.decidedAt,
        tenantName: brands.name,
        orderStatus: orders.status,
        isVoid: orders.isVoid,
      })
      .from(paymentSessions)
      .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
      .innerJoin(brands, eq(brands.id, paymentSessions.tenantId))
      .where(eq(paymentSessions.id, sessionId));
    return row ?? null;
  }

  async function fetchStatus(sessionId: string) {
    const row = await load(sessionId);
    if (!row) throw new GatewayError(`No simulated session ${sessionId}`, 'refused');
    // The simulated charge has no id of its own: the session names it.
    return { status: simulatedStatus(row, clock.now()), paymentRef: sessionId };
  }

  return {
    kind: 'simulated',
    async createSession() {
      const sessionId = `sim_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: buildPath(SIMULATED_PAGE_PATH, { sessionId }) };
    },
    fetchStatus,
    async cancelSession(sessionId) {
      // Ends the session only while nobody chose on its page; a choice made first stands.
      await db
        .update(paymentSessions)
        .set({ outcome: SIMULATED_EXPIRED, decidedAt: clock.now() })
        .where(and(eq(paymentSessions.id, sessionId), isNull(paymentSessions.outcome)));
      return fetchStatus(sessionId);
    },
    async refund() {
      // No money moved, so a refund succeeds at once.
      return { refundId: `simref_${randomBytes(12).toString('base64url')}`, status: 'SUCCEEDED' };
    },
    async testConnection() {},
    async view(sessionId) {
      const row = await load(sessionId);
      if (!row) return null;
      const { outcome, decidedAt, orderStatus, isVoid, ...shown } = row;
      return {
        ...shown,
        status: simulatedStatus({ outcome, decidedAt }, clock.now()),
        orderClosed: isVoid || orderStatus === 'COMPLETED',
        expired: outcome === SIMULATED_EXPIRED,
      };
    },
    async decide(sessionId, outcome) {
      const row = await load(sessionId);
      if (!row) return 'not-found';
      if (row.outcome) return 'already-decided';
      if (row.isVoid || row.orderStatus === 'COMPLETED') return 'order-closed';
      const taken = await db
        .update(paymentSessions)
        .set({ outcome, decidedAt: clock.now() })
        .where(and(eq(paymentSessions.id, sessionId), isNull(paymentSessions.outcome)))
        .returning({ id: paymentSessions.id });
      return taken.length > 0 ? 'decided' : 'already-decided';
    },
  };
}
