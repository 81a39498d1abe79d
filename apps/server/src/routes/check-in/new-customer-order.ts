import {
  ZNewCustomerOrderBody,
  ZNewCustomerOrderResponse,
} from '@tableside/shared/contract/check-in';
import { ZTenantHeaders } from '@tableside/shared/contract/common';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { GUEST_WRITE_ERRORS } from '../../http/error-responses';
import { requireGuest, setGuestCookie } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { newCustomerOrder } from '../../services/check-in/new-customer-order';

/** Opens the table's order for a guest with a session (idempotent). */
export function newCustomerOrderRoute(app: AppFastify, { database, clock, publisher }: AppDeps) {
  app.post(
    GUEST_ROUTES.newCustomerOrder,
    {
      schema: {
        tags: ['check-in'],
        summary:
          "Open the table's order if none is open (idempotent); after the guest's order closed, starts a new one and moves the session to it",
        headers: ZTenantHeaders,
        body: ZNewCustomerOrderBody,
        response: { 200: ZNewCustomerOrderResponse, ...GUEST_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const guest = await requireGuest(database.db, clock, req);
      const { response, session } = await newCustomerOrder(
        { db: database.db, clock, publisher },
        { guest, body: req.body },
      );
      if (session) setGuestCookie(reply, session);
      return response;
    },
  );
}
