import {
  ZVerifyTableBody,
  ZVerifyTableQuery,
  ZVerifyTableResponse,
} from '@tableside/shared/contract/check-in';
import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { verifyTablePin } from '../../services/check-in/verify-table-pin';

/** A joining guest enters the table PIN (the one call a PIN-pending session may make). */
export function verifyTableRoute(app: AppFastify, { database, clock }: AppDeps) {
  app.post(
    GUEST_ROUTES.verifyTable,
    {
      schema: {
        tags: ['check-in'],
        summary:
          'Enter the table PIN (tableCode) to join the table; 5 wrong PINs lock entry for 15 minutes',
        headers: ZTenantHeaders,
        querystring: ZVerifyTableQuery,
        body: ZVerifyTableBody,
        response: {
          200: ZVerifyTableResponse,
          ...GUEST_WRITE_ERRORS,
          423: ZErrorBody,
        },
      },
    },
    async (req) => {
      const guest = await requireGuest(database.db, clock, req, { allowPinPending: true });
      return verifyTablePin(
        { db: database.db, clock },
        { guest, orderId: req.query.orderId, tableCode: req.body.tableCode },
      );
    },
  );
}
