// What the charges and taxes routes share: their error answers, with the 409 that shows the
// other person's change.
import { ZPricingConflict } from '@tableside/shared/contract/pricing-rules';
import { STAFF_READ_ERRORS } from '../../http/staff-auth';

/** Behind editBranchSettings: 401, 403 (role, or a branch the member is not at), 404, 409. */
export const PRICING_ERRORS = { ...STAFF_READ_ERRORS, 409: ZPricingConflict };
