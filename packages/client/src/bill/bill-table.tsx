import type { TBill } from '@tableside/shared/contract/bill';
import { billSummaryRows } from '@tableside/shared/domain/bill-rows';
import { formatMoney, type MoneyFormat } from '@tableside/shared/domain/money';

export type BillTableProps = {
  bill: TBill;
  /**
   * The class block the app styles the table with (`ts-bill-table` in the guest app,
   * `bill-table` in the console): each app keeps its own look in its own stylesheet.
   */
  block: string;
  /** A caption for screen readers, with the app's class that hides it visually. */
  caption?: { text: string; className: string };
  /** An extra class on every amount cell (the console's tabular `money`). */
  amountClassName?: string;
  /** The branch's currency and locale; the default en-IN rupees without one. */
  money?: MoneyFormat;
  /** The app's words for the headings and summary labels (the guest's language). */
  text?: (english: string) => string;
};

/**
 * The bill as guests and staff both see it (spec section 2): Item (with its size), Qty and
 * Amount per line, then the summary rows, the total last.
 */
export function BillTable({
  bill,
  block,
  caption,
  amountClassName,
  money,
  text = (english) => english,
}: BillTableProps) {
  const num = `${block}__num`;
  const amount = amountClassName ? `${num} ${amountClassName}` : num;
  return (
    <table className={block}>
      {caption && <caption className={caption.className}>{caption.text}</caption>}
      <thead>
        <tr>
          <th scope="col">{text('Item')}</th>
          <th scope="col" className={num}>
            {text('Qty')}
          </th>
          <th scope="col" className={num}>
            {text('Amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {bill.orderItems.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines may differ only in add-ons the bill does not name; the list never reorders
          <tr key={index}>
            <td>
              <span className={`${block}__item`}>{line.itemName}</span>
              {line.servingSizeName && (
                <span className={`${block}__size`}>{line.servingSizeName}</span>
              )}
            </td>
            <td className={num}>{line.quantity}</td>
            <td className={amount}>{formatMoney(line.price, money)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {billSummaryRows(bill, money).map((row) => (
          <tr
            key={row.key}
            className={row.total ? `${block}__summary ${block}__total` : `${block}__summary`}
          >
            <th scope="row" colSpan={2}>
              {text(row.label)}
            </th>
            <td className={amount}>{row.amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
