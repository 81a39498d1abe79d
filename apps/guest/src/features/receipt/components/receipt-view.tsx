import type { TReceipt } from '@tableside/shared/contract/receipt';
import { billSummaryRows } from '@tableside/shared/domain/bill-rows';
import { formatMoney, type MoneyFormat } from '@tableside/shared/domain/money';
import { formatReceiptTime, paymentMethodLabel } from '@tableside/shared/domain/receipt';
import { useTexts } from '../../../lib/i18n/use-texts';
import { ReceiptShare } from './receipt-share';
import './receipt-view.css';

/**
 * The itemised receipt: where and when, each line with its size, add-ons and quantity, the
 * bill's summary in the check-out page's rows (the total reads 'Total' once paid), and what
 * paid it; a split bill's share receipt adds the guest's share between the two. Amounts in
 * the receipt's own currency: the page may have no branch lookup.
 */
export function ReceiptView({
  receipt,
  headingLevel = 2,
}: {
  receipt: TReceipt;
  headingLevel?: 1 | 2;
}) {
  const money: MoneyFormat = { currency: receipt.currency, locale: receipt.locale };
  const amount = (value: number) => formatMoney(value, money);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t, tx } = useTexts();
  const tables = receipt.tableNames;
  return (
    <article className="ts-receipt" aria-labelledby="ts-receipt-brand">
      <header className="ts-receipt__head">
        <Heading id="ts-receipt-brand" className="ts-receipt__brand">
          {receipt.brandName}
        </Heading>
        <p>{receipt.branchName}</p>
        <p>
          {tables.length > 1
            ? t('tablesNamed', { tables: tables.join(', ') })
            : t('tableNamed', { tables: tables[0] ?? '' })}{' '}
          · {t('orderNumber', { number: receipt.orderId })}
        </p>
        <p>
          {/* Written as the printed receipt writes it ('26 Nov 2026, 4:57 pm IST'), left to right. */}
          <time dateTime={receipt.paidAt} dir="ltr">
            {formatReceiptTime(receipt.paidAt, receipt.timeZone)}
          </time>
        </p>
      </header>
      <ul className="ts-receipt__items" aria-label={t('items')}>
        {receipt.bill.orderItems.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bill lines have no id and never reorder
          <li key={index} className="ts-receipt__line">
            <span className="ts-receipt__name">{line.itemName}</span>
            <span className="ts-receipt__amount">{amount(line.price)}</span>
            <span className="ts-receipt__detail">
              {line.servingSizeName ? `${line.servingSizeName} · ` : ''}
              {t('qtyCount', { quantity: line.quantity })}
            </span>
          </li>
        ))}
      </ul>
      <dl className="ts-receipt__summary">
        {billSummaryRows(receipt.bill, money).map((row) => (
          <div
            key={row.key}
            className={row.total ? 'ts-receipt__row ts-receipt__total' : 'ts-receipt__row'}
          >
            <dt>{row.total ? t('total') : tx(row.label)}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
      {receipt.share && (
        <ReceiptShare share={receipt.share} amount={amount} headingLevel={headingLevel + 1} />
      )}
      <dl className="ts-receipt__payments">
        {receipt.payments.map((payment) => (
          <div key={`${payment.paidAt}-${payment.reference}`} className="ts-receipt__row">
            <dt>
              {t('paidBy', { method: paymentMethodLabel(payment.method, payment.provider) })}
              {payment.reference && (
                <span className="ts-receipt__ref">
                  {t('reference', { reference: payment.reference })}
                </span>
              )}
            </dt>
            <dd>{amount(payment.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="ts-receipt__thanks">{t('thanksDining')}</p>
    </article>
  );
}
