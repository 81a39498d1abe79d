import { buildPath } from '@tableside/shared/contract/routes';
import {
  TABLES_ADMIN_ROUTES as R,
  type TAddTablesBody,
  type TCreateAreaBody,
  type TCreateTableBody,
  type TUpdateAreaBody,
  type TUpdateTableBody,
} from '@tableside/shared/contract/tables-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { tableSetupKey } from './use-table-setup';

export type TableWrite =
  | { kind: 'createArea'; body: TCreateAreaBody }
  | { kind: 'updateArea'; areaId: number; body: TUpdateAreaBody }
  | { kind: 'areaOrder'; ids: number[] }
  | { kind: 'createTable'; body: TCreateTableBody }
  | { kind: 'addTables'; body: TAddTablesBody }
  | { kind: 'updateTable'; tableId: number; body: TUpdateTableBody }
  | { kind: 'tableOrder'; ids: number[] }
  | { kind: 'rotateToken'; tableId: number; version: number }
  | { kind: 'rotateAll' }
  | { kind: 'tokensRequired'; required: boolean; version: number };

const DONE: Record<TableWrite['kind'], string> = {
  createArea: 'Area added',
  updateArea: 'Area saved',
  areaOrder: 'Order saved',
  createTable: 'Table added',
  addTables: 'Tables added',
  updateTable: 'Table saved',
  tableOrder: 'Order saved',
  rotateToken: 'New QR code made; print it for this table',
  rotateAll: 'New QR codes made for every table; print the sheet again',
  tokensRequired: 'Saved',
};

function request(branchId: number, w: TableWrite) {
  const send = (method: 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) =>
    apiRequest({ method, path, body, schema: null });
  const branch = { branchId };
  switch (w.kind) {
    case 'createArea':
      return send('POST', buildPath(R.areas, branch), w.body);
    case 'updateArea':
      return send('PATCH', buildPath(R.area, { branchId, areaId: w.areaId }), w.body);
    case 'areaOrder':
      return send('PUT', buildPath(R.areaOrder, branch), { ids: w.ids });
    case 'createTable':
      return send('POST', buildPath(R.tables, branch), w.body);
    case 'addTables':
      return send('POST', buildPath(R.tablesBulk, branch), w.body);
    case 'updateTable':
      return send('PATCH', buildPath(R.table, { branchId, tableId: w.tableId }), w.body);
    case 'tableOrder':
      return send('PUT', buildPath(R.tableOrder, branch), { ids: w.ids });
    case 'rotateToken':
      return send('POST', buildPath(R.rotateToken, { branchId, tableId: w.tableId }), {
        version: w.version,
      });
    case 'rotateAll':
      return send('POST', buildPath(R.rotateAll, branch));
    case 'tokensRequired':
      return send('PUT', buildPath(R.tokensRequired, branch), {
        required: w.required,
        version: w.version,
      });
  }
}

/**
 * Every tables write: the list is read again afterwards (a 409 included, so the editor sees
 * the other person's change). Dialogs show their own errors; list actions get a toast.
 */
export function useTableWrite(branchId: number, { toastErrors = false } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: TableWrite) => request(branchId, w),
    onSuccess: (_data, w) => toast.success(DONE[w.kind]),
    onError: (error) => {
      if (toastErrors) toast.error(errorMessage(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: tableSetupKey(branchId) }),
  });
}
