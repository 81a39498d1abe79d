import { PHONE_COUNTRIES, parsePhoneNo, phoneErrorMessage } from '@tableside/shared/domain/phone';
import { badRequest } from '../../lib/app-error';

/**
 * The wire shape only says '+' and digits; SMS go only to mobile numbers of the countries
 * the app offers (spec section 9), which also keeps codes away from premium-rate ranges.
 */
export function assertSupportedPhone(phoneNo: string): void {
  if (parsePhoneNo(phoneNo)) return;
  const country = PHONE_COUNTRIES.find((c) => phoneNo.startsWith(c.dialCode));
  const reason = country ? phoneErrorMessage(country) : 'must be a number of a supported country';
  throw badRequest(`phoneNo: ${reason}`);
}
