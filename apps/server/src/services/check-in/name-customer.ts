import { normalizeName, validateName } from '@tableside/shared/domain/guest-form';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import { type CustomerRecord, findCustomer } from './customer-record';

/**
 * The name step of a new number (spec section 5 rules). Only a customer without a name gets
 * one: a known customer's name is not changed by whoever types their number.
 */
export async function nameCustomer(
  db: Database,
  customer: { id: number; tenantId: number; phoneNo: string },
  name: string,
): Promise<CustomerRecord> {
  const problem = validateName(name);
  if (problem) throw badRequest(`name: ${problem}`);
  await db
    .update(customers)
    .set({ name: normalizeName(name) })
    .where(and(eq(customers.id, customer.id), isNull(customers.name)));
  const named = await findCustomer(db, customer.tenantId, customer.phoneNo);
  if (!named) throw new Error(`customer ${customer.id} vanished`);
  return named;
}
