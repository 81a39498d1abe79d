import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type ProviderSettingKind, providerSettings } from '../../db/schema/index';
import { VersionConflictError } from '../../lib/version-conflict-error';

export type SettingsRow = typeof providerSettings.$inferSelect;

export const STALE_SETTINGS_MESSAGE = 'Someone else changed these settings; reload';

export async function readSettingsRow(
  db: Database | Transaction,
  tenantId: number,
  kind: ProviderSettingKind,
): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(providerSettings)
    .where(and(eq(providerSettings.tenantId, tenantId), eq(providerSettings.kind, kind)));
  return row ?? null;
}

export interface SettingsWrite {
  tenantId: number;
  kind: ProviderSettingKind;
  provider: string;
  publicConfig: Record<string, string>;
  secretCiphertext: string | null;
  secretHints: Record<string, string>;
  staffUserId: number;
  at: Date;
}

/**
 * Saves a brand's settings if nobody saved since `version` was read (0: nothing was saved
 * then). Insert or update touching no row means another editor got there first: 409.
 */
export async function writeSettingsRow(
  tx: Transaction,
  write: SettingsWrite,
  version: number,
): Promise<SettingsRow> {
  const values = {
    provider: write.provider,
    publicConfig: write.publicConfig,
    secretCiphertext: write.secretCiphertext,
    secretHints: write.secretHints,
    updatedAt: write.at,
    updatedByStaffUserId: write.staffUserId,
  };
  const rows =
    version === 0
      ? await tx
          .insert(providerSettings)
          .values({ tenantId: write.tenantId, kind: write.kind, ...values, version: 1 })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(providerSettings)
          .set({ ...values, version: sql`${providerSettings.version} + 1` })
          .where(
            and(
              eq(providerSettings.tenantId, write.tenantId),
              eq(providerSettings.kind, write.kind),
              eq(providerSettings.version, version),
            ),
          )
          .returning();
  const [row] = rows;
  if (!row) throw new VersionConflictError(STALE_SETTINGS_MESSAGE);
  return row;
}
