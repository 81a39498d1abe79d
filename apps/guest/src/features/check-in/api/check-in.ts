import type { TCheckInBody } from '@tableside/shared/contract/check-in';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';

/**
 * `POST /v1/customer-app/public/check-in`: one call for every identity step (DECISIONS).
 * Without otpPin it sends (or resends) the SMS code; with otpPin it verifies it; with name it
 * names a new number. Once the guest is mapped to the order it sets the session cookie.
 */
export const postCheckIn = (body: TCheckInBody) =>
  api.request({
    path: GUEST_ROUTES.checkIn,
    method: 'POST',
    body,
    // Loaded beside the request: zod stays out of the entry bundle (docs/decisions/0006).
    schema: () => import('@tableside/shared/contract/check-in').then((m) => m.ZCheckInResponse),
  });

/** A plain write, not a TanStack mutation: the entry page's first download has no TanStack. */
export const useCheckIn = () => useWrite(postCheckIn);
