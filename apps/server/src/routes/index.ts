import type { AppDeps } from '../app-deps';
import type { AppFastify } from '../http/types';
import { billingRoutes } from './billing/billing-routes';
import { catalogueBranchRoutes } from './catalogue/branch-routes';
import { catalogueBulkRoutes } from './catalogue/bulk-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { checkInRoutes } from './check-in/check-in-routes';
import { mediaRoutes } from './media/media-routes';
import { menuRoutes } from './menu/menu';
import { promotionRoutes } from './menu/promotions';
import { menuTransferRoutes } from './menu-transfer/menu-transfer-routes';
import { guestOrderRoutes } from './orders/guest-order-routes';
import { paymentRoutes } from './payments/payment-routes';
import { razorpayWebhookRoutes } from './payments/razorpay-webhook-route';
import { simulatedGatewayRoutes } from './payments/simulated-gateway-page';
import { stripeWebhookRoutes } from './payments/stripe-webhook-route';
import { promotionsAdminRoutes } from './promotions-admin/promotions-admin-routes';
import { beforeCheckInRoutes } from './public/before-check-in';
import { publicLookupRoutes } from './public/lookups';
import { setupRoutes } from './setup/setup-routes';
import { staffRoutes } from './staff/staff-routes';
import { healthRoutes } from './system/health';
import { openApiRoutes } from './system/openapi';

/** The one list of route modules; each is a function of the app and its dependencies. */
export async function registerRoutes(app: AppFastify, deps: AppDeps): Promise<void> {
  healthRoutes(app, deps);
  openApiRoutes(app);
  publicLookupRoutes(app, deps);
  beforeCheckInRoutes(app, deps);
  checkInRoutes(app, deps);
  menuRoutes(app, deps);
  promotionRoutes(app, deps);
  guestOrderRoutes(app, deps);
  billingRoutes(app, deps);
  paymentRoutes(app, deps);
  stripeWebhookRoutes(app, deps);
  razorpayWebhookRoutes(app, deps);
  // Production has no simulated gateway: its page must not exist, whatever deps hold.
  if (deps.config.NODE_ENV !== 'production') simulatedGatewayRoutes(app, deps);
  staffRoutes(app, deps);
  promotionsAdminRoutes(app, deps);
  setupRoutes(app, deps);
  menuTransferRoutes(app, deps);
  mediaRoutes(app, deps);
  catalogueRoutes(app, deps);
  catalogueBranchRoutes(app, deps);
  catalogueBulkRoutes(app, deps);
}
