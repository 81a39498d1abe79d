import type { TBill } from '@tableside/shared/contract/bill';
import { billSummaryRows } from '@tableside/shared/domain/bill-rows';
import { formatInr } from '@tableside/shared/domain/money';

/** Item (with size), Qty and Amount per line, then the guests' summary rows. */
export function BillTable({ bill, caption }: { bill: TBill; caption: string }) {
  return (
    <table className="bill-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="bill-table__num">
            Qty
          </th>
          <th scope="col" className="bill-table__num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {bill.orderItems.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines may differ only in add-ons the bill does not name; the list never reorders
          <tr key={index}>
            <td>
              <span className="bill-table__item">{line.itemName}</span>
              {line.servingSizeName ? (
                <span className="bill-table__size">{line.servingSizeName}</span>
              ) : null}
            </td>
            <td className="bill-table__num">{line.quantity}</td>
            <td className="bill-table__num money">{formatInr(line.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {billSummaryRows(bill).map((row) => (
          <tr
            key={row.key}
            className={row.total ? 'bill-table__summary bill-table__total' : 'bill-table__summary'}
          >
            <th scope="row" colSpan={2}>
              {row.label}
            </th>
            <td className="bill-table__num money">{row.amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
