import { type TCheckInBody, ZCheckInResponse } from '@tableside/shared/contract/check-in';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /v1/customer-app/public/check-in`: one call for every identity step (DECISIONS).
 * Without otpPin it sends (or resends) the SMS code; with otpPin it verifies it; with name it
 * names a new number. Once the guest is mapped to the order it sets the session cookie.
 */
export const postCheckIn = (body: TCheckInBody) =>
  api.request({ path: GUEST_ROUTES.checkIn, method: 'POST', body, schema: ZCheckInResponse });

export const useCheckIn = () => useMutation({ mutationFn: postCheckIn });
