import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TCancelOrderItemBody, TMoveOrderBody } from '@tableside/shared/contract/staff';
import { useOrderMutation } from './use-order-mutation';

// The order screen's actions, one hook each (STAFF_ROUTES; each answers the order).

export const useVerifyTable = (orderId: number) =>
  useOrderMutation(orderId, () => ({ path: buildPath(STAFF_ROUTES.verifyOrder, { orderId }) }));

export const useResolveCallWaiter = (orderId: number) =>
  useOrderMutation(orderId, () => ({
    path: buildPath(STAFF_ROUTES.resolveCallWaiter, { orderId }),
  }));

export const useCloseTable = (orderId: number) =>
  useOrderMutation(orderId, () => ({ path: buildPath(STAFF_ROUTES.close, { orderId }) }));

export const useVoidOrder = (orderId: number) =>
  useOrderMutation(orderId, () => ({ path: buildPath(STAFF_ROUTES.void, { orderId }) }));

export const useMoveOrder = (orderId: number) =>
  useOrderMutation(orderId, (body: TMoveOrderBody) => ({
    path: buildPath(STAFF_ROUTES.move, { orderId }),
    body,
  }));

export const useDeliverItem = (orderId: number) =>
  useOrderMutation(orderId, (orderItemId: number) => ({
    path: buildPath(STAFF_ROUTES.deliverItem, { id: orderItemId }),
  }));

export const useCompleteGroup = (orderId: number) =>
  useOrderMutation(orderId, (orderGroupId: number) => ({
    path: buildPath(STAFF_ROUTES.completeGroup, { id: orderGroupId }),
  }));

export interface CancelItemVariables extends TCancelOrderItemBody {
  orderItemId: number;
}

export const useCancelItem = (orderId: number) =>
  useOrderMutation(orderId, ({ orderItemId, ...body }: CancelItemVariables) => ({
    path: buildPath(STAFF_ROUTES.cancelItem, { id: orderItemId }),
    body,
  }));
