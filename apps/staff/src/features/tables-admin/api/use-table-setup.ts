import { buildPath } from '@tableside/shared/contract/routes';
import { TABLES_ADMIN_ROUTES, ZTableSetup } from '@tableside/shared/contract/tables-admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const tableSetupKey = (branchId: number) => ['table-setup', branchId] as const;

/** The branch's areas and tables with their links and the token switch. */
export const useTableSetup = (branchId: number) =>
  useQuery({
    queryKey: tableSetupKey(branchId),
    queryFn: () =>
      apiRequest({ path: buildPath(TABLES_ADMIN_ROUTES.setup, { branchId }), schema: ZTableSetup }),
  });
