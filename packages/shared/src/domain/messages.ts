// Texts the spec shows to users, exactly as written there (sections 2, 4 and 8).
// Texts that take a value are builders beside the rule that produces them.

export const MSG = {
  defaultToast: 'Oops! There was an error. Please try again.',
  sessionExpired: 'Your session has expired, scan to start again!',
  paymentSuccessful: 'Payment Successful.',
  notServiceable: 'Sorry! This table is currently not serviceable.',
  beingCheckedOut: 'This table is currently being checked out, Please wait to start a new check.',
  tableNotIdentified: 'We were unable to identify the table. Kindly scan again.',
  otpNotAssociated:
    'Oops, We were not able to associate the number with the table. Please scan again.',
  // The check-in step's variant has no full stop (spec section 8); the name step's has one.
  checkInNotAssociated:
    'Oops, We were not able to associate the number with the table. Please scan again',
  incorrectPin: 'Incorrect Pin, kindly enter the valid table pin',
  invalidCode: 'The OTP entered is invalid. Please try again',
  orderNotNew: 'Order is not in NEW status. Cannot add or update items.',
  orderItemAlreadyConfirmed: 'Order Item already confirmed',
  groupInProgressCannotModify: 'Order group is currently in progress and cannot be modified.',
  outOfStockOnConfirm:
    'One or more items in the cart has gone out of stock. Please remove them from the cart to confirm the order',
  customerAlreadyAdded: 'This customer is already added to this order',
  billFetchFailed: 'Something went wrong while fetching bill data. Please try again!',
  noOrdersPlaced: 'No orders placed !',
  orderVoided: 'You cannot access this order anymore!',
  clearingPendingItems: 'Please wait, We are clearing your pending items in cart!',
  checkoutByCustomer: 'cannot place orders as table is being checked out',
  checkoutByWaiter: 'The waiter is processing your payment!',
  paymentUnconfirmed:
    'We could not confirm your payment. Please check with the waiter before you leave.',
  timesUp: "Time's Up!",
  noMoreOrders: 'No more orders can be placed now!',
  verifyBannerTitle: 'Your Table is not yet verified',
  verifyBannerBody:
    'Please ask any of our customer associates to validate your table to place an order',
  verifyBannerTap: 'Tap to Open',
  verifyModalTitle: 'Display to Customer Associate',
  pinShareNote: 'Share this PIN with family/friends who wish to join your table and order',
  pleasePlaceOrders: 'Please place your orders!',
  reorderEmpty: 'Please place the order and confirm it!',
  searchEmpty: 'Enter text to search across all menu items',
  searchNoResults: 'Oops! No results found.',
  searchPlaceholder: 'Search All Items',
  pleaseWait: 'Please Wait ...',
  waiterWillArrive: 'The waiter will arrive shortly and process your payment',
  billDetailsTitle: 'Bill Details & Summary',
  billPending: 'Bill Pending',
  otpSent: 'OTP sent successfully!',
  pleasePlaceOrder: 'Please place your order!',
  pricesChanged: 'Prices have been changed!',
  // Default messages of section 8.
  fetchDetailsFailed: 'Something went wrong while fetching details!',
  updateOrderFailed: 'Something went wrong while updating your order. Please try again!',
  updateQuantityFailed: 'Something went wrong while updating the quantity. Please try again!',
  confirmOrderFailed: 'Something went wrong while confirming the order. Please try again!',
  genericRetry: 'Something went wrong. Please try again!',
  genericLater: 'Something went wrong. Please try again later.',
  fetchDataFailed: 'Something went wrong while fetching the data. Please try again!',
  processOrderFailed: 'Something went wrong while processing your order. Please try again!',
  fetchDataToast: 'Oops! There was an error while fetching the data. Please try again.',
  failedToAddItem: 'Failed to add item',
  failedToUpdateQuantity: 'Failed to update quantity',
} as const;

export const addItemFailed = (item: string) =>
  `Something went wrong while adding ${item}. Please try again!`;

export const groupAlreadyInProgress = (orderGroupId: number) =>
  `OrderGroup with ID ${orderGroupId} is already in progress.`;

export const itemsUnavailableForGroup = (orderGroupId: number) =>
  `One or more items are unavailable for orderGroup with ID ${orderGroupId}`;

export const paymentThankYou = (tenantName: string) =>
  `Thank you for dining with ${tenantName}. We hope to see you again soon!`;
