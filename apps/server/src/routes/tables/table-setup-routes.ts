import {
  TABLES_ADMIN_ROUTES,
  ZTableSetup,
  ZTablesBranchParams,
  ZTokensRequiredBody,
} from '@tableside/shared/contract/tables-admin';
import type { AppDeps } from '../../app-deps';
import { STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { readTableSetup } from '../../services/tables-admin/read-table-setup';
import { rotateAllTokens } from '../../services/tables-admin/rotate-tokens';
import { setTokensRequired } from '../../services/tables-admin/set-tokens-required';
import { tableScope } from './table-http';

const tags = ['tables'];

/** The branch's tables as the back office lists them, and its token switch. */
export function tableSetupRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    TABLES_ADMIN_ROUTES.setup,
    {
      schema: {
        tags,
        summary: "The branch's areas and tables with their links and the 'Require QR token' switch",
        params: ZTablesBranchParams,
        response: { 200: ZTableSetup, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => readTableSetup(db, await tableScope(deps, req, req.params.branchId)),
  );

  app.put(
    TABLES_ADMIN_ROUTES.tokensRequired,
    {
      schema: {
        tags,
        summary: "Turn 'Require QR token' on (tables without a token get one) or off",
        params: ZTablesBranchParams,
        body: ZTokensRequiredBody,
        response: { 200: ZTableSetup, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) =>
      setTokensRequired({ db }, await tableScope(deps, req, req.params.branchId), req.body),
  );

  app.post(
    TABLES_ADMIN_ROUTES.rotateAll,
    {
      schema: {
        tags,
        summary:
          'A new token for every live table: every printed QR code of the branch stops working',
        params: ZTablesBranchParams,
        response: { 200: ZTableSetup, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req) => rotateAllTokens({ db }, await tableScope(deps, req, req.params.branchId)),
  );
}
