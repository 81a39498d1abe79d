import type { TReceiptShare } from '@tableside/shared/contract/receipt';
import { useId } from 'react';
import type { MessageKey } from '../../../lib/i18n/catalog';
import type { Texts } from '../../../lib/i18n/locale-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import './receipt-share.css';

/** How the share was made up; the rest of the bill that was all of it is the whole bill. */
function wayText(share: TReceiptShare, t: Texts['t']): string {
  if (share.way === 'REMAINING') {
    return share.amount === share.tableTotal ? t('receiptWholeBill') : t('receiptRestOfBill');
  }
  if (share.way === 'EQUAL') {
    return share.part && share.parts
      ? t('receiptEqualPart', { part: share.part, parts: share.parts })
      : t('receiptAnEqualPart');
  }
  return share.way === 'ITEMS' ? t('items') : t('receiptAnAmount');
}

/**
 * 'Your share' under a split bill's receipt (decision 0019): how the guest's part was made up
 * (the items with how much of each), its amount, the tip, what he paid, and the table's total.
 */
export function ReceiptShare({
  share,
  amount,
  headingLevel,
}: {
  share: TReceiptShare;
  amount: (value: number) => string;
  /** One below the receipt's own heading. */
  headingLevel: number;
}) {
  const { t } = useTexts();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sums: [MessageKey, number][] = [
    ['receiptShareAmount', share.amount],
    ['receiptTip', share.tip],
    ['receiptTotalPaid', share.paid],
    ['receiptTableTotal', share.tableTotal],
  ];
  return (
    <section className="ts-receipt-share" aria-labelledby={headingId}>
      <Heading id={headingId} className="ts-receipt-share__title">
        {t('receiptYourShare')}
      </Heading>
      <p className="ts-receipt-share__way">{wayText(share, t)}</p>
      {share.items.length > 0 && (
        <ul className="ts-receipt-share__items">
          {share.items.map((item) => (
            <li key={item.itemName} className="ts-receipt-share__item">
              <span>{item.itemName}</span>
              <span dir="ltr">
                {item.numerator === item.denominator
                  ? t('receiptAllOfLine')
                  : `${item.numerator}/${item.denominator}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="ts-receipt-share__sums">
        {sums.map(([key, value]) => (
          <div
            key={key}
            className={
              key === 'receiptTotalPaid'
                ? 'ts-receipt__row ts-receipt-share__paid'
                : 'ts-receipt__row'
            }
          >
            <dt>{t(key)}</dt>
            <dd>{amount(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
