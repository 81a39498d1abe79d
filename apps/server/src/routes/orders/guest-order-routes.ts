import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { callWaiterRoutes } from './call-waiter-routes';
import { cartRoutes } from './cart-routes';
import { orderReadRoutes } from './order-read-routes';

/** The guest app's order calls (spec section 7 "Order"), all behind the guest session. */
export function guestOrderRoutes(app: AppFastify, deps: AppDeps) {
  orderReadRoutes(app, deps);
  cartRoutes(app, deps);
  callWaiterRoutes(app, deps);
}
