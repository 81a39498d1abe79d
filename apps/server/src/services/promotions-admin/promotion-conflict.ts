import {
  PROMOTION_CONFLICT_MESSAGE,
  type TAdminPromotion,
  type TAdminPromotionGroup,
} from '@tableside/shared/contract/promotions-admin';
import { AppError } from '../../lib/app-error';

/**
 * A stale save (409): carries the thing as it is now, so the editor can show the other
 * person's change instead of silently overwriting it. The route answers it with `current`.
 */
export class PromotionConflict extends AppError {
  constructor(
    readonly current?: TAdminPromotionGroup | TAdminPromotion,
    message = PROMOTION_CONFLICT_MESSAGE,
  ) {
    super('CONFLICT', message);
  }
}
