import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-request';
import { useLookup } from '../../../lib/lookup';
import type { EntryIds } from '../../../lib/session-schemas';

export const tableStatusKey = (ids: EntryIds) =>
  ['table-status', ids.brandId, ids.branchId, ids.tableId, ids.t ?? null] as const;

/** `GET /v1/order/public/get-table-order?tenantId&branchId&tableId` (and `t` when scanned) */
export const getTableStatus = (ids: EntryIds, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.tableOrder,
    query: { tenantId: ids.brandId, branchId: ids.branchId, tableId: ids.tableId, t: ids.t },
    // Loaded beside the request: zod stays out of the entry bundle (docs/decisions/0006).
    schema: () => import('@tableside/shared/contract/public').then((m) => m.ZTableOrderStatus),
    signal,
    fallbackMessage: MSG.fetchDetailsFailed,
  });

/** The check-in state is derived once per visit (spec section 4): no background refetch. */
export const tableStatusLookup = (ids: EntryIds) => ({
  key: tableStatusKey(ids),
  fetch: () => takeEarly(tableStatusKey(ids), () => getTableStatus(ids)),
});

/** The table's state before check-in; null ids (no scanned table) fetch nothing. */
export const useTableStatus = (ids: EntryIds | null) =>
  useLookup(tableStatusLookup(ids ?? { brandId: 0, branchId: 0, tableId: 0 }), ids !== null);
