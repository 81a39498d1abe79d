import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { providerSettingsRoutes } from './provider-settings-routes';
import { refundRoutes } from './refund-routes';
import { staffAccountRoutes } from './staff-account-routes';
import { staffAuthRoutes } from './staff-auth-routes';
import { staffBranchRoutes } from './staff-branch-routes';
import { staffFloorRoutes } from './staff-floor-routes';
import { staffItemRoutes } from './staff-item-routes';
import { staffOrderBodyRoutes } from './staff-order-body-routes';
import { staffOrderRoutes } from './staff-order-routes';
import { staffPinRoutes } from './staff-pin-routes';
import { staffUnlockRoute } from './staff-unlock-route';

/** The staff API under /v1/staff (DECISIONS "Staff API"); every call checks role and branch. */
export function staffRoutes(app: AppFastify, deps: AppDeps) {
  staffAuthRoutes(app, deps);
  staffFloorRoutes(app, deps);
  staffBranchRoutes(app, deps);
  staffOrderRoutes(app, deps);
  staffOrderBodyRoutes(app, deps);
  staffItemRoutes(app, deps);
  providerSettingsRoutes(app, deps);
  refundRoutes(app, deps);
  staffAccountRoutes(app, deps);
  staffUnlockRoute(app, deps);
  staffPinRoutes(app, deps);
}
