import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, brands } from '../../db/schema/index';
import {
  type GatewayCheckout,
  GatewayError,
  type PaymentPort,
} from '../../integrations/payments/payment-port';
import { RETURN_PATH } from '../../integrations/payments/simulated-page';
import { AppError } from '../../lib/app-error';
import { GATEWAY_UNAVAILABLE } from './sync-payment-session';

/**
 * Opens a gateway session for `amountMinor` of the order in its branch's currency; `label`
 * names a split bill's share on the guest's card statement.
 */
export async function openGatewayCheckout(
  tx: Database,
  gateway: PaymentPort,
  input: {
    order: { id: number; tenantId: number; branchId: number };
    amountMinor: number;
    publicUrl: string;
    label?: string;
  },
): Promise<GatewayCheckout> {
  const { order } = input;
  // A branch's own currency (back office) wins over the brand's.
  const [brand] = await tx
    .select({
      name: brands.name,
      currency: sql<string>`coalesce(${branches.currency}, ${brands.currency})`,
    })
    .from(brands)
    .innerJoin(branches, eq(branches.tenantId, brands.id))
    .where(and(eq(brands.id, order.tenantId), eq(branches.id, order.branchId)));
  return gateway
    .createSession({
      tenantId: order.tenantId,
      orderId: order.id,
      amountMinor: input.amountMinor,
      currency: brand?.currency ?? 'INR',
      description: [`${brand?.name ?? 'Bill'} · Order ${order.id}`, input.label]
        .filter(Boolean)
        .join(' · '),
      returnUrl: `${input.publicUrl}${RETURN_PATH}`,
    })
    .catch((err: unknown) => {
      if (err instanceof GatewayError) throw new AppError('BAD_GATEWAY', GATEWAY_UNAVAILABLE);
      throw err;
    });
}
