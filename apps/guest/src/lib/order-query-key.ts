/**
 * The one query key of the table's order (`GET /v1/order/public?id=`). The ordering screens
 * and the order watcher read the same cached order, so a live event or a refetch by either
 * updates both; features share it through here, never by importing each other.
 */
export const orderQueryKey = (orderId: number) => ['order', orderId] as const;
