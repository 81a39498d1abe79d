import { ZAddOrderItemsBody, ZEditOrderItemBody } from '@tableside/shared/contract/order-items';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error';

/**
 * addOrderItems takes one of two bodies, named by the query. Validated as the route's union,
 * a bad whole-number field fails both shapes and zod can only say 'Invalid input'; checked
 * first against the shape the query names, the 400 names the field. (A preValidation hook:
 * the query is still raw here, so only which key it has is read.)
 */
export async function checkAddOrEditBody(request: FastifyRequest): Promise<void> {
  const query = request.query;
  const isEdit = typeof query === 'object' && query !== null && 'orderItemId' in query;
  const result = (isEdit ? ZEditOrderItemBody : ZAddOrderItemsBody).safeParse(request.body);
  if (result.success) return;
  const [issue] = result.error.issues;
  const field = issue?.path.map(String).join('.') || 'body';
  throw badRequest(`${field}: ${issue?.message ?? 'is invalid'}`);
}
