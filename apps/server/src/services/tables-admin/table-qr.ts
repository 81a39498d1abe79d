import { tableLink } from '@tableside/shared/domain/table-link';
import { and, eq, isNull } from 'drizzle-orm';
import { diningTables } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { readTokenSetting } from './branch-token-setting';
import { qrPng, qrSvg } from './qr-code';
import type { TablesDeps } from './table-scope';

/**
 * One table's QR code as SVG or PNG. The route has checked the member's brand and branch; an
 * archived table has no code to print (404).
 */
export async function tableQr(
  deps: TablesDeps,
  input: { tenantId: number; tableId: number; publicUrl: string; staffUserId: number },
  format: 'svg' | 'png',
): Promise<{ body: string | Buffer; name: string }> {
  const [table] = await deps.db
    .select()
    .from(diningTables)
    .where(
      and(
        eq(diningTables.id, input.tableId),
        eq(diningTables.tenantId, input.tenantId),
        isNull(diningTables.archivedAt),
      ),
    );
  if (!table) throw notFound('Table');
  const scope = { ...input, branchId: table.branchId };
  const setting = await readTokenSetting(deps.db, scope);
  const link = tableLink({
    publicUrl: input.publicUrl,
    brandId: input.tenantId,
    branchId: table.branchId,
    tableId: table.id,
    token: setting.tokensRequired ? table.qrToken : null,
  });
  return { body: format === 'svg' ? await qrSvg(link) : await qrPng(link), name: table.name };
}
