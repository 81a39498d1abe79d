import { useEffect } from 'react';
import { PATHS } from '../../../lib/paths';
import { session } from '../../../lib/storage';
import { useBill } from '../api/get-bill';
import { useHistoryTrap } from '../hooks/use-history-trap';
import { useRequestBillOnce } from '../hooks/use-request-bill-once';
import { BillDetails } from './bill-details';
import { PayOnline, PayOnlineSkeleton } from './pay-online';
import { WaitingCard } from './waiting-card';
import './check-out-page.css';

interface CheckOutPageProps {
  orderId: number;
  customerId: number;
}

/** /check-out: the waiting card, paying online, and the bill (spec sections 2 and 4). */
export function CheckOutPage({ orderId, customerId }: CheckOutPageProps) {
  useHistoryTrap(PATHS.checkOut);
  const bill = useBill(orderId, customerId);
  useRequestBillOnce(bill.isSuccess, orderId, customerId);

  useEffect(() => {
    // Spec section 3: kept for saving the paid bill after an online payment.
    if (bill.data) session.set('billInfo', bill.data);
  }, [bill.data]);

  const payable = bill.data && bill.data.payableAmount > 0 ? bill.data.payableAmount : null;
  return (
    <div className="ts-check-out">
      <WaitingCard />
      {bill.isPending && <PayOnlineSkeleton />}
      {payable !== null && <PayOnline orderId={orderId} payableAmount={payable} />}
      <BillDetails bill={bill} />
    </div>
  );
}
