import { BillTable } from '@tableside/client/bill/bill-table';
import type { TBill } from '@tableside/shared/contract/bill';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, Skeleton } from '../../../components/ui/states';

/** The bill as the guests see it, or what stands in for it while it loads or when empty. */
export function BillCard({ bill }: { bill: UseQueryResult<TBill> }) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-bill-title">
      <h2 id="checkout-bill-title" className="checkout-card__title">
        Bill
      </h2>
      {bill.isPending ? <Skeleton count={5} height={28} /> : null}
      {bill.isError ? <ErrorState error={bill.error} onRetry={() => void bill.refetch()} /> : null}
      {bill.data?.orderItems.length === 0 ? (
        <p className="checkout-card__note">No orders placed yet: the bill is empty.</p>
      ) : null}
      {bill.data && bill.data.orderItems.length > 0 ? (
        <BillTable
          bill={bill.data}
          block="bill-table"
          amountClassName="money"
          caption={{ text: 'Bill details and summary', className: 'visually-hidden' }}
        />
      ) : null}
    </section>
  );
}
