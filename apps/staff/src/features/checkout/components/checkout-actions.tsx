import type { TOrder } from '@tableside/shared/contract/order';
import type { TStaffBill } from '@tableside/shared/contract/staff-console';
import { MSG } from '@tableside/shared/domain/messages';
import { formatInr } from '@tableside/shared/domain/money';
import { Skeleton } from '../../../components/ui/states';
import { useCan } from '../../../lib/session';
import {
  canStageStartCheckout,
  isStageOpen,
  type OrderStage,
  SETTLE_PROBLEM_TEXT,
  settleProblem,
} from '../lib/order-stage';
import { hasShares, sharesCommitted, takeableRest } from '../lib/share-view';
import { DiscountForm } from './discount-form';
import { PaymentForm } from './payment-form';
import { StartCheckoutPanel } from './start-checkout-panel';

interface CheckoutActionsProps {
  order: TOrder;
  stage: OrderStage;
  bill: TStaffBill | undefined;
}

/**
 * What the signed-in member may do with the open order's bill; actions their role lacks are
 * hidden. An ended order has none (the screen says how it ended).
 */
export function CheckoutActions({ order, stage, bill }: CheckoutActionsProps) {
  const mayDiscount = useCan('applyDiscount');
  const mayStart = useCan('startCheckout');
  const mayRecord = useCan('recordPayment');
  if (!isStageOpen(stage)) return null;
  if (!bill) return <Skeleton count={2} height={160} />;

  const problem = settleProblem(order, bill);
  const checkoutBlocked = problem === 'being-served' || problem === 'nothing-to-bill';
  const showStart = mayStart && canStageStartCheckout(stage) && !checkoutBlocked;
  return (
    <>
      {problem && (mayStart || mayRecord) ? (
        <p className="checkout-notice" role="status">
          {SETTLE_PROBLEM_TEXT[problem]}
        </p>
      ) : null}
      {stage === 'checkout' ? (
        <p className="checkout-notice checkout-notice--checkout" role="status">
          Checkout started: guests see ‘{MSG.checkoutByWaiter}’
        </p>
      ) : null}
      {/* In the order of settling a table: discount, checkout, payment. */}
      {mayDiscount && bill.orderItems.length > 0 && !sharesCommitted(bill.split) ? (
        <DiscountForm key={bill.discountAmount} orderId={order.id} bill={bill} />
      ) : null}
      {showStart ? <StartCheckoutPanel orderId={order.id} /> : null}
      {mayRecord && !problem ? <Payment orderId={order.id} bill={bill} /> : null}
    </>
  );
}

/** The payment form; on a split bill it takes the rest, unless guests hold all of it. */
function Payment({ orderId, bill }: { orderId: number; bill: TStaffBill }) {
  const split = bill.split;
  if (!hasShares(split)) {
    return <PaymentForm orderId={orderId} due={bill.payableAmount} takesRest={false} />;
  }
  const rest = takeableRest(split);
  if (rest <= 0) {
    return (
      <p className="checkout-notice checkout-notice--checkout" role="status">
        Guests are paying the rest online ({formatInr(split.heldAmount)}). The table closes when
        their payments go through.
      </p>
    );
  }
  return <PaymentForm orderId={orderId} due={rest} takesRest held={split.heldAmount} />;
}
