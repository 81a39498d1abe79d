// Every HTTP path of the product, in Fastify's param syntax (':id'), with the contract schemas
// each route takes and answers (`?` query, `:` params, `{}` body, `->` response; errors are
// ZErrorBody). Guest calls are spec section 7 at the paths of DECISIONS.md.

export const API_BASE = '/v1';
const STAFF_BASE = `${API_BASE}/staff`;

/**
 * The guest app's calls. Every one except `tenant` carries the X-Tenant header
 * (ZTenantHeaders); `addOrderItems` and `paymentSession` also take an Idempotency-Key
 * (ZIdempotentTenantHeaders). Order-scoped calls need the `ts_guest` session cookie.
 */
export const GUEST_ROUTES = {
  /** GET ?ZTenantQuery -> ZTenantPublic (no X-Tenant) */
  tenant: `${API_BASE}/tenant/public`,
  /** GET ?ZTenantQuery -> ZBrandTerms (text of the /terms pages) */
  terms: `${API_BASE}/tenant/public/terms`,
  /** GET ?ZBranchQuery -> ZBranchPublic */
  branch: `${API_BASE}/branch/public`,
  /** GET ?ZTableOrderQuery -> ZTableOrderStatus */
  tableOrder: `${API_BASE}/order/public/get-table-order`,
  /** GET :ZBranchSettingsParams ?ZBranchSettingsQuery -> ZBranchSettings */
  branchSettingsAll: `${API_BASE}/branchSetting/public/all/:branchId`,
  /** GET ?ZBranchSettingsByBranchQuery -> ZBranchSettings */
  branchSettings: `${API_BASE}/branchSetting/public`,
  /** GET :ZBrandStyleParams -> ZBrandStyleAnswer (no /v1, DECISIONS) */
  brandStyle: '/color-setting/tenant/:brandId',
  /** POST {ZCheckInBody} -> ZCheckInResponse (sets `ts_guest` once the guest is mapped) */
  checkIn: `${API_BASE}/customer-app/public/check-in`,
  /** POST {ZNewCustomerOrderBody} -> ZNewCustomerOrderResponse */
  newCustomerOrder: `${API_BASE}/customer-app/public/new-customer-order`,
  /** POST ?ZVerifyTableQuery {ZVerifyTableBody} -> ZVerifyTableResponse */
  verifyTable: `${API_BASE}/customer-app/public/verify-table`,
  /** GET ?ZMenuQuery -> ZMenuResponse */
  menu: `${API_BASE}/menuItemMaster/public/menu-item-grouped-category`,
  /** GET ?ZCustomizationQuery -> ZCustomization */
  customization: `${API_BASE}/menuItemMaster/public/getCustomizationResponseForProductMaster`,
  /** GET ?ZSearchQuery -> ZSearchResponse */
  search: `${API_BASE}/menuItemMaster/public/menuItemMaster/fuzzySearch`,
  /** GET ?ZItemsWithKeywordsQuery -> ZItemsWithKeywordsResponse */
  itemsWithKeywords: `${API_BASE}/menuItemMaster/public/items-with-keywords`,
  /** GET ?ZPromotionsQuery -> ZPromotionGroupsResponse */
  promotions: `${API_BASE}/groupedPromotion/public/all`,
  /** GET ?ZOrderQuery -> ZOrder */
  order: `${API_BASE}/order/public`,
  /** POST ?ZAddOrderItemsQuery {ZAddOrEditOrderItemsBody} -> ZAddOrderItemsResponse */
  addOrderItems: `${API_BASE}/order/public/addOrderItems`,
  /** PUT ?ZUpdateQuantityQuery -> ZOrder */
  updateQuantity: `${API_BASE}/order-items/public/update-quantity`,
  /** GET ?ZPreviousCustomisationsQuery -> ZPreviousCustomisationsResponse */
  previousCustomisations: `${API_BASE}/order-items/public/productMaster-orderItems`,
  /** PUT ?ZConfirmationQuery -> ZOrder */
  confirmation: `${API_BASE}/order/public/confirmation`,
  /** GET ?ZReOrderQuery -> ZReOrderResponse */
  reOrder: `${API_BASE}/order/public/reOrder`,
  /** PUT ?ZCallWaiterQuery -> ZOrder */
  callWaiter: `${API_BASE}/order/public/callWaiter`,
  /** GET ?ZBillingQuery -> ZBill */
  billing: `${API_BASE}/order/public/orderBilling`,
  /** PUT ?ZRequestBillQuery -> ZOrder */
  requestBill: `${API_BASE}/order/public/update-order-request-bill`,
  /** GET ?ZPaymentStatusQuery -> ZPaymentStatus */
  paymentStatus: `${API_BASE}/order/payment/public/payment-status`,
  /** POST {ZPaymentSessionBody} -> ZPaymentSessionResponse */
  paymentSession: `${API_BASE}/order/payment/public/payment-session`,
  /** GET ?ZPaymentStatusQuery -> ZSplitBill (split bill on; never cached) */
  splitBill: `${API_BASE}/order/payment/public/split-bill`,
  /** POST {ZShareRequest} (Idempotency-Key) -> ZShareSessionResponse (split bill on) */
  billShare: `${API_BASE}/order/payment/public/bill-share`,
  /** PUT {ZSaveBillingBody} -> ZOrder */
  saveBilling: `${API_BASE}/order/public/saveBillingResponse`,
} as const;

/**
 * The staff console's calls (DECISIONS "Staff API", plus `order` and `discount` the console
 * needs). All but `login` need the `ts_staff` cookie; every call checks role and branch.
 * Params: ZStaffBranchParams, ZStaffTableParams, ZStaffOrderParams, ZStaffIdParams,
 * ZStaffMenuItemParams. 204 = no body.
 */
export const STAFF_ROUTES = {
  /** POST {ZStaffLoginBody} -> ZStaffMe (sets `ts_staff`) */
  login: `${STAFF_BASE}/auth/login`,
  /** POST -> 204 */
  logout: `${STAFF_BASE}/auth/logout`,
  /** GET -> ZStaffMe */
  me: `${STAFF_BASE}/auth/me`,
  /** GET -> ZStaffBranchesResponse (the branches of the signed-in staff member) */
  branches: `${STAFF_BASE}/branches`,
  /** GET -> ZStaffRosterResponse (action assignAssociate) */
  branchStaff: `${STAFF_BASE}/branches/:branchId/staff`,
  /** GET -> ZKitchenTicketsResponse (action viewOrder) */
  kitchenTickets: `${STAFF_BASE}/branches/:branchId/kitchen-tickets`,
  /** GET -> ZStaffMenuItemsResponse (action setAvailability) */
  branchMenuItems: `${STAFF_BASE}/branches/:branchId/menu-items`,
  /** GET -> ZFloorTablesResponse */
  branchTables: `${STAFF_BASE}/branches/:branchId/tables`,
  /** POST {ZAssignAssociateBody} -> ZFloorTable */
  assignAssociate: `${STAFF_BASE}/tables/:tableId/assign-associate`,
  /** GET -> ZOrder */
  order: `${STAFF_BASE}/orders/:orderId`,
  /** GET -> ZStaffBill (the bill as the guests see it, with payments and refunds; viewOrder) */
  orderBill: `${STAFF_BASE}/orders/:orderId/bill`,
  /** POST -> ZOrder */
  verifyOrder: `${STAFF_BASE}/orders/:orderId/verify`,
  /** POST -> ZOrder */
  deliverItem: `${STAFF_BASE}/order-items/:id/deliver`,
  /** POST {ZCancelOrderItemBody} -> ZOrder */
  cancelItem: `${STAFF_BASE}/order-items/:id/cancel`,
  /** POST -> ZOrder */
  completeGroup: `${STAFF_BASE}/order-groups/:id/complete`,
  /** POST -> ZOrder */
  checkout: `${STAFF_BASE}/orders/:orderId/checkout`,
  /** POST {ZStaffPaymentBody} (+ Idempotency-Key) -> ZOrder */
  payments: `${STAFF_BASE}/orders/:orderId/payments`,
  /** POST {ZRefundBody} (+ optional Idempotency-Key) -> ZStaffBill (refundPayment) */
  refunds: `${STAFF_BASE}/orders/:orderId/refunds`,
  /** GET -> ZPaymentSettings; PUT {ZPaymentSettingsBody} -> ZPaymentSettings (managePaymentSettings) */
  paymentSettings: `${STAFF_BASE}/settings/payment`,
  /** POST {ZPaymentSettingsTestBody} -> ZSettingsTestResult (managePaymentSettings) */
  paymentSettingsTest: `${STAFF_BASE}/settings/payment/test`,
  /** GET -> ZSmsSettings; PUT {ZSmsSettingsBody} -> ZSmsSettings (manageSmsSettings) */
  smsSettings: `${STAFF_BASE}/settings/sms`,
  /** POST {ZSmsTestBody} -> ZSettingsTestResult (manageSmsSettings) */
  smsSettingsTest: `${STAFF_BASE}/settings/sms/test`,
  /** POST {ZDiscountBody} -> ZOrder */
  discount: `${STAFF_BASE}/orders/:orderId/discount`,
  /** POST -> ZOrder (system-completed) */
  close: `${STAFF_BASE}/orders/:orderId/close`,
  /** POST -> ZOrder */
  void: `${STAFF_BASE}/orders/:orderId/void`,
  /** POST {ZMoveOrderBody} -> ZOrder */
  move: `${STAFF_BASE}/orders/:orderId/move`,
  /** POST -> ZOrder */
  resolveCallWaiter: `${STAFF_BASE}/orders/:orderId/call-waiter/resolve`,
  /** PUT {ZAvailabilityBody} -> 204 */
  availability: `${STAFF_BASE}/menu-items/:menuItemMasterId/availability`,
  /** GET -> ZStaffAccountsResponse; POST {ZCreateStaffAccountBody} -> ZStaffAccount (manageStaff) */
  staffAccounts: `${STAFF_BASE}/accounts`,
  /** PATCH :ZStaffAccountParams {ZUpdateStaffAccountBody} -> ZStaffAccount (manageStaff) */
  staffAccount: `${STAFF_BASE}/accounts/:staffUserId`,
  /** PUT :ZStaffAccountParams {ZResetStaffPasswordBody} -> 204 (manageStaff) */
  staffAccountPassword: `${STAFF_BASE}/accounts/:staffUserId/password`,
  /** POST :ZStaffAccountParams -> 204 (manageStaff): lifts a sign-in lock */
  staffAccountUnlock: `${STAFF_BASE}/accounts/:staffUserId/unlock`,
} as const;

/** First-run setup (setup.ts): answers 404 once an owner exists. */
export const SETUP_ROUTES = {
  /** GET ?ZSetupStatusQuery -> ZSetupStatus */
  status: `${API_BASE}/setup/status`,
  /** POST {ZSetupBody} -> ZStaffMe (sets `ts_staff`: the new owner is signed in) */
  setup: `${API_BASE}/setup`,
} as const;

/** Payment gateways' webhooks: signed by the provider, no cookie, no X-Tenant. */
export const PAYMENT_WEBHOOK_ROUTES = {
  /** POST raw JSON (X-Razorpay-Signature, X-Razorpay-Event-Id) -> { received: true } */
  razorpay: `${API_BASE}/payments/webhooks/razorpay`,
} as const;

export const SYSTEM_ROUTES = {
  /** GET -> 200 when the database answers, 503 otherwise */
  health: '/healthz',
  /** GET -> 200 while the database and Redis (when configured) answer, 503 otherwise or while shutting down */
  ready: '/readyz',
  /** GET -> the OpenAPI document of every route */
  openApi: `${API_BASE}/openapi.json`,
  /** GET ?ZSmsOutboxQuery -> ZSmsOutboxResponse (404 in production) */
  smsOutbox: `${API_BASE}/dev/sms-outbox`,
  /** Socket.IO path (ClientToServerEvents / ServerToClientEvents of realtime.ts) */
  realtime: '/realtime',
} as const;

/** The names of a path's ':params'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills a path's ':params' (URI-encoded): buildPath(STAFF_ROUTES.move, { orderId: 12 }). */
export function buildPath<P extends string>(
  path: P,
  params: Record<PathParams<P>, number | string>,
): string {
  const values: Record<string, number | string> = params;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`buildPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

export const brandStylePath = (brandId: number) => buildPath(GUEST_ROUTES.brandStyle, { brandId });

export const branchSettingsAllPath = (branchId: number) =>
  buildPath(GUEST_ROUTES.branchSettingsAll, { branchId });
