import { BillTable } from '@tableside/client/bill/bill-table';
import type { TBill } from '@tableside/shared/contract/bill';
import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useCurrentBranch } from '../../../lib/branch';
import { formatReceiptTime } from '../lib/receipt-time';
import './print-receipt.css';

/**
 * The paper bill: a receipt beside the app's root, hidden on screen; the print stylesheet
 * prints it alone, without the console around it.
 */
export function PrintReceipt({
  bill,
  orderId,
  tables,
}: {
  bill: TBill;
  orderId: number;
  tables: string;
}) {
  const branch = useCurrentBranch();
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // The time on the paper is when it was printed; the browser prints right after this event.
    const stamp = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  return createPortal(
    <article className="print-receipt" aria-label="Printed bill">
      <header className="print-receipt__header">
        <p className="print-receipt__brand">{branch.brandName}</p>
        <p>{branch.name}</p>
      </header>
      <p className="print-receipt__facts">
        <span>
          {tables} · Order #{orderId}
        </span>
        <span>{formatReceiptTime(printedAt)}</span>
      </p>
      <BillTable
        bill={bill}
        block="bill-table"
        amountClassName="money"
        caption={{ text: 'Bill', className: 'visually-hidden' }}
      />
      <p className="print-receipt__thanks">Thank you!</p>
    </article>,
    document.body,
  );
}
