import { tableLabel } from '@tableside/shared/domain/table-label';
import { ArrowLeft, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useOrder } from '../../../lib/order-query';
import { useBill } from '../api/use-bill';
import { isStageOpen, orderStage } from '../lib/order-stage';
import { BillCard } from './bill-card';
import { CheckoutActions } from './checkout-actions';
import { OrderSummary } from './order-summary';
import { PrintReceipt } from './print-receipt';
import { SettledPanel } from './settled-panel';
import { SplitSharesCard } from './split-shares-card';
import './checkout.css';

/**
 * Settling a table: the bill the guests see, discount, checkout, payment and the paper bill.
 * `payments`: the order's payments and refunds, composed in by the route (another feature).
 */
export function CheckoutScreen({ orderId, payments }: { orderId: number; payments?: ReactNode }) {
  const order = useOrder(orderId);
  const bill = useBill(orderId);
  if (order.isError) {
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <Skeleton count={4} height={96} />;

  const stage = orderStage(order.data);
  const tables = tableLabel(order.data.tableNames);
  const printable = Boolean(bill.data && bill.data.orderItems.length > 0);
  return (
    <div className="checkout">
      <PageHeader title={`Checkout · ${tables}`}>
        <Link className="btn btn--ghost" to={`/orders/${orderId}`}>
          <ArrowLeft aria-hidden="true" />
          Order
        </Link>
        <Button onClick={() => window.print()} disabled={!printable}>
          <Printer aria-hidden="true" />
          Print bill
        </Button>
      </PageHeader>
      {isStageOpen(stage) ? null : <SettledPanel stage={stage} />}
      <div className="checkout__grid">
        <div className="checkout__column">
          <OrderSummary order={order.data} stage={stage} tables={tables} />
          <BillCard bill={bill} />
          {bill.data?.split ? <SplitSharesCard split={bill.data.split} /> : null}
          {payments}
        </div>
        <div className="checkout__column">
          <CheckoutActions order={order.data} stage={stage} bill={bill.data} />
        </div>
      </div>
      {bill.data && printable ? (
        <PrintReceipt bill={bill.data} orderId={orderId} tables={tables} />
      ) : null}
    </div>
  );
}
