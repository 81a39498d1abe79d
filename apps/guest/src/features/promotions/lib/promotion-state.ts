import { ZEntityId, ZUrl } from '@tableside/shared/contract/common';
import { z } from 'zod';

/** What /promotion-details is opened with (spec section 2): the promotion, banner and texts. */
export const ZPromotionState = z.object({
  promoItemId: ZEntityId,
  url: ZUrl.nullable(),
  title: z.string(),
  description: z.string(),
});
export type PromotionState = z.infer<typeof ZPromotionState>;

/** History state survives a reload but may be anything: read it through the schema. */
export const readPromotionState = (state: unknown): PromotionState | null => {
  const parsed = ZPromotionState.safeParse(state);
  return parsed.success ? parsed.data : null;
};
