import type { TBill } from '@tableside/shared/contract/bill';
import { billSummaryRows } from '@tableside/shared/domain/bill-rows';
import { formatInr } from '@tableside/shared/domain/money';

/** The bill: Item, Qty and Amount per line, then the summary rows (spec section 2). */
export function BillTable({ bill }: { bill: TBill }) {
  return (
    <table className="ts-bill-table">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="ts-bill-table__num">
            Qty
          </th>
          <th scope="col" className="ts-bill-table__num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {bill.orderItems.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines may differ only in add-ons the bill does not name; the list never reorders
          <tr key={i}>
            <td>
              <span className="ts-bill-table__item">{line.itemName}</span>
              {line.servingSizeName && (
                <span className="ts-bill-table__size">{line.servingSizeName}</span>
              )}
            </td>
            <td className="ts-bill-table__num">{line.quantity}</td>
            <td className="ts-bill-table__num">{formatInr(line.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {billSummaryRows(bill).map((row) => (
          <tr key={row.key} className={row.total ? 'ts-bill-table__total' : undefined}>
            <th scope="row" colSpan={2}>
              {row.label}
            </th>
            <td className="ts-bill-table__num">{row.amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
