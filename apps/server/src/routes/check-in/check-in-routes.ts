import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { checkInRoute } from './check-in';
import { devSmsOutboxRoute } from './dev-sms-outbox';
import { newCustomerOrderRoute } from './new-customer-order';
import { verifyTableRoute } from './verify-table';

/** The guest identity calls (spec section 7 "Check-in and verification") and the dev outbox. */
export function checkInRoutes(app: AppFastify, deps: AppDeps) {
  checkInRoute(app, deps);
  verifyTableRoute(app, deps);
  newCustomerOrderRoute(app, deps);
  // Not registered in production at all: it would hand out guests' sign-in codes.
  if (deps.config.NODE_ENV !== 'production') devSmsOutboxRoute(app, deps);
}
