import { MONEY_MAX } from '@tableside/shared/contract/common';
import { isValidRupeeAmount, toMinor } from '@tableside/shared/domain/money';
import { badRequest } from '../../lib/app-error';

/**
 * A rupee amount a staff member typed, as paise. The routes validate with the contract; the
 * services check again because they are also called directly (scripts, tests, other routes).
 */
export function staffAmountMinor(field: string, rupees: number, opts: { positive: boolean }) {
  if (!isValidRupeeAmount(rupees)) throw badRequest(`${field}: must have at most 2 decimals`);
  if (rupees < 0 || (opts.positive && rupees === 0)) {
    throw badRequest(`${field}: must be ${opts.positive ? 'more than 0' : 'at least 0'}`);
  }
  if (rupees > MONEY_MAX) throw badRequest(`${field}: is too large`);
  return toMinor(rupees);
}
