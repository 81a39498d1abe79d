import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PATHS } from '../../../lib/paths';
import { splitBillQuery } from '../../../lib/split-bill-query';
import { session } from '../../../lib/storage';
import { useBill } from '../api/get-bill';
import { useHistoryTrap } from '../hooks/use-history-trap';
import { useRequestBillOnce } from '../hooks/use-request-bill-once';
import { BillDetails } from './bill-details';
import { PayOnline, PayOnlineSkeleton } from './pay-online';
import { SplitBill } from './split-bill';
import { WaitingCard } from './waiting-card';
import './check-out-page.css';

interface CheckOutPageProps {
  orderId: number;
  customerId: number;
  /** Set when the branch lets guests pay the bill in shares (issue 17). */
  split?: { defaultParts: number } | null;
}

/** /check-out: the waiting card, paying online, and the bill (spec sections 2 and 4). */
export function CheckOutPage({ orderId, customerId, split = null }: CheckOutPageProps) {
  useHistoryTrap(PATHS.checkOut);
  const bill = useBill(orderId, customerId);
  useRequestBillOnce(bill.isSuccess, orderId, customerId);
  // Once a share is held or paid, paying the whole bill would pay twice: the server refuses it.
  const shares = useQuery({ ...splitBillQuery(orderId), enabled: split !== null });
  const sharing = (shares.data?.paidAmount ?? 0) + (shares.data?.heldAmount ?? 0) > 0;

  useEffect(() => {
    // Spec section 3: kept for saving the paid bill after an online payment.
    if (bill.data) session.set('billInfo', bill.data);
  }, [bill.data]);

  const payable = bill.data && bill.data.payableAmount > 0 ? bill.data.payableAmount : null;
  return (
    <div className="ts-check-out">
      <WaitingCard />
      {bill.isPending && <PayOnlineSkeleton />}
      {payable !== null && !sharing && <PayOnline orderId={orderId} payableAmount={payable} />}
      <BillDetails bill={bill} />
      {split && payable !== null && (
        <SplitBill orderId={orderId} defaultParts={split.defaultParts} />
      )}
    </div>
  );
}
