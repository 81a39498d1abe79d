import type { TSplitBill } from '@tableside/shared/contract/bill-share';
import { CircleAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useLiveSplitBill } from '../../../lib/split-bill-query';
import { useMoney } from '../../../lib/use-money';
import { ShareSheet } from './share-sheet';
import { LineHolders, lineTitle } from './split-line';
import './split-bill.css';

function Totals({ bill }: { bill: TSplitBill }) {
  const { t } = useTexts();
  const money = useMoney();
  return (
    <dl className="ts-split__totals">
      <div>
        <dt>{t('splitTotal')}</dt>
        <dd>{money(bill.payableAmount)}</dd>
      </div>
      <div>
        <dt>{t('paidSoFar')}</dt>
        <dd data-testid="split-paid">{money(bill.paidAmount)}</dd>
      </div>
      {bill.heldAmount > 0 && (
        <div>
          <dt>{t('beingPaidNow')}</dt>
          <dd>{money(bill.heldAmount)}</dd>
        </div>
      )}
      <div className="ts-split__remaining">
        <dt>{t('remainingToPay')}</dt>
        <dd data-testid="split-remaining">{money(bill.remainingAmount)}</dd>
      </div>
    </dl>
  );
}

interface SplitBillProps {
  orderId: number;
  /** N an equal split starts from: the table's number of guests. */
  defaultParts: number;
}

/**
 * Under the bill, when the branch lets guests split it (issue 17): each line with who ordered
 * it and who pays it, what is paid and what remains, live on every phone; and 'Pay my share'.
 */
export function SplitBill({ orderId, defaultParts }: SplitBillProps) {
  const { t } = useTexts();
  const money = useMoney();
  const split = useLiveSplitBill(orderId, true);
  const [open, setOpen] = useState(false);
  const bill = split.data;
  const available = bill ? bill.remainingAmount - bill.heldAmount : 0;
  return (
    <section className="ts-split" aria-labelledby="ts-split-title" aria-busy={split.isPending}>
      <h2 id="ts-split-title" className="ts-split__title">
        <Users aria-hidden="true" size={20} />
        {t('splitBillTitle')}
      </h2>
      {split.isError && !bill && (
        <p className="ts-split__error" role="alert">
          <CircleAlert aria-hidden="true" size={20} />
          {t('splitBillFailed')}
        </p>
      )}
      {bill && (
        <>
          <p className="ts-split__hint">{t('splitBillHint')}</p>
          <ul className="ts-split__lines">
            {bill.lines.map((line) => (
              <li key={line.key} className="ts-split-line">
                <div className="ts-split-line__head">
                  <span>{lineTitle(line)}</span>
                  <span className="ts-split-line__due">{money(line.due)}</span>
                </div>
                <LineHolders line={line} orderedBy />
              </li>
            ))}
          </ul>
          <Totals bill={bill} />
          <Button size="lg" block disabled={available <= 0} onClick={() => setOpen(true)}>
            {t('payMyShare')}
          </Button>
          {open && (
            <ShareSheet
              open={open}
              onClose={() => setOpen(false)}
              orderId={orderId}
              bill={bill}
              defaultParts={defaultParts}
              onBillChanged={split.refetchNow}
            />
          )}
        </>
      )}
    </section>
  );
}
