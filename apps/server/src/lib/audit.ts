// The audit trail of back-office writes. Call it inside the write's own transaction so the
// record exists exactly when the change does.
import type { Database, Transaction } from '../db/client';
import { auditLog } from '../db/schema/index';

export interface AuditEntry {
  /** NULL only before the brand exists (first-run setup). */
  tenantId: number | null;
  /** NULL for the setup page and the server's CLI. */
  staffUserId: number | null;
  /** e.g. 'owner.setup', 'staff.create', 'paymentSettings.update', 'payment.refund'. */
  action: string;
  entity: string;
  entityId: string | number;
  /** What changed, for a person reading the trail. Never a secret, a token or a password. */
  detail?: Record<string, unknown>;
}

export async function writeAudit(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: entry.tenantId,
    staffUserId: entry.staffUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    detail: entry.detail ?? {},
  });
}
