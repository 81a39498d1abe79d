import type { TOrderFeedbackResponse } from '@tableside/shared/contract/feedback';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, orderFeedback } from '../../db/schema/index';
import { toFeedback } from './feedback-view';

/** Every guest's feedback on one of the tenant's orders, newest first (the caller checked access). */
export async function listOrderFeedback(
  db: Database,
  input: { tenantId: number; orderId: number },
): Promise<TOrderFeedbackResponse> {
  const rows = await db
    .select({ feedback: orderFeedback, customerName: customers.name })
    .from(orderFeedback)
    .innerJoin(customers, eq(customers.id, orderFeedback.customerId))
    .where(
      and(eq(orderFeedback.orderId, input.orderId), eq(orderFeedback.tenantId, input.tenantId)),
    )
    .orderBy(desc(orderFeedback.updatedAt), desc(orderFeedback.id));
  return rows.map(({ feedback, customerName }) => ({
    ...toFeedback(feedback),
    customerId: feedback.customerId,
    customerName,
  }));
}
