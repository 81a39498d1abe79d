import { ZCheckInBody, ZCheckInResponse } from '@tableside/shared/contract/check-in';
import { TENANT_HEADER, ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZErrorBody } from '@tableside/shared/contract/error';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { PUBLIC_ERRORS } from '../../http/error-responses';
import { findRequestGuest, setGuestCookie } from '../../http/guest-session';
import type { AppFastify } from '../../http/types';
import { checkIn } from '../../services/check-in/check-in';

/** Check-in, OTP send / verify and the name step: one call (spec section 7, DECISIONS "Paths"). */
export function checkInRoute(app: AppFastify, deps: AppDeps) {
  const { database, clock, publisher, sms } = deps;
  app.post(
    GUEST_ROUTES.checkIn,
    {
      schema: {
        tags: ['check-in'],
        summary:
          'Check in at a table: sends the SMS code (no otpPin), verifies it (otpPin), takes the name of a new number (name), maps the guest and sets the ts_guest session cookie',
        headers: ZTenantHeaders,
        body: ZCheckInBody,
        response: {
          200: ZCheckInResponse,
          ...PUBLIC_ERRORS,
          409: ZErrorBody,
          410: ZErrorBody,
          429: ZErrorBody,
          502: ZErrorBody,
        },
      },
    },
    async (req, reply) => {
      const result = await checkIn(
        { db: database.db, clock, publisher, sms },
        {
          tenantId: req.headers[TENANT_HEADER],
          body: req.body,
          ip: req.ip,
          guest: await findRequestGuest(database.db, clock, req),
        },
      );
      if (result.session) setGuestCookie(reply, result.session);
      return result.answer;
    },
  );
}
