import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-request';
import { PUBLIC_LOOKUP } from '../../../lib/lookup';

export const branchKey = (branchId: number) => ['branch', branchId] as const;

/** `GET /v1/branch/public?id=` */
export const getBranch = (branchId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.branch,
    query: { id: branchId },
    // Loaded beside the request: zod stays out of the entry bundle (docs/decisions/0006).
    schema: () => import('@tableside/shared/contract/public').then((m) => m.ZBranchPublic),
    signal,
    fallbackMessage: MSG.fetchDetailsFailed,
  });

export const branchLookup = (branchId: number) => ({
  key: branchKey(branchId),
  fetch: () => takeEarly(branchKey(branchId), () => getBranch(branchId)),
  ...PUBLIC_LOOKUP,
});
