import type { TTableSetup, TTokensRequiredBody } from '@tableside/shared/contract/tables-admin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { branchSettings, diningTables } from '../../db/schema/index';
import { newTableToken } from '../../lib/table-token';
import { readTokenSetting } from './branch-token-setting';
import { readTableSetup } from './read-table-setup';
import { auditTables, staleVersion, type TableScope, type TablesDeps } from './table-scope';

/**
 * The branch's 'Require QR token' switch. Turning it on gives every table without a token a
 * new one (tables that had one keep it, so stickers printed before stay good); from then on
 * a guest link without the table's token is answered as an unknown table.
 */
export async function setTokensRequired(
  deps: TablesDeps,
  scope: TableScope,
  body: TTokensRequiredBody,
): Promise<TTableSetup> {
  return deps.db.transaction(async (tx) => {
    await readTokenSetting(tx, scope);
    const [saved] = await tx
      .update(branchSettings)
      .set({ tableTokensRequired: body.required, version: sql`${branchSettings.version} + 1` })
      .where(
        and(eq(branchSettings.branchId, scope.branchId), eq(branchSettings.version, body.version)),
      )
      .returning({ branchId: branchSettings.branchId });
    if (!saved) throw staleVersion();
    let issued = 0;
    if (body.required) {
      const bare = await tx
        .select({ id: diningTables.id })
        .from(diningTables)
        .where(and(eq(diningTables.branchId, scope.branchId), isNull(diningTables.qrToken)));
      for (const table of bare) {
        await tx
          .update(diningTables)
          .set({ qrToken: newTableToken(), version: sql`${diningTables.version} + 1` })
          .where(eq(diningTables.id, table.id));
      }
      issued = bare.length;
    }
    await auditTables(tx, scope, {
      action: 'tables.tokensRequired',
      entity: 'branch',
      entityId: scope.branchId,
      detail: { required: body.required, tokensIssued: issued },
    });
    return readTableSetup(tx, scope);
  });
}
