import { BillTable } from '@tableside/client/bill/bill-table';
import { MSG } from '@tableside/shared/domain/messages';
import { CircleAlert, ReceiptText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { hasErrorMessage } from '../../../lib/api-error';
import { useMoneyFormat } from '../../../lib/use-money';
import type { useBill } from '../api/get-bill';
import './bill-details.css';
import { useTexts } from '../../../lib/i18n/use-texts';

const SKELETON_ROWS = [0, 1, 2, 3, 4, 5, 6];

/** Rows the size of the bill's, so the page does not jump when it arrives. */
function BillSkeleton() {
  return (
    <div className="ts-bill-skeleton" aria-hidden="true">
      {SKELETON_ROWS.map((row) => (
        <div key={row} className="ts-bill-skeleton__row">
          <Skeleton width={row % 2 ? '46%' : '58%'} height={16} />
          <Skeleton width={64} height={16} />
        </div>
      ))}
    </div>
  );
}

/** 'Bill Details & Summary': the bill, or why there is none (spec section 8). */
export function BillDetails({ bill }: { bill: ReturnType<typeof useBill> }) {
  const empty = hasErrorMessage(bill.error, MSG.noOrdersPlaced);
  const money = useMoneyFormat();
  const { t, tx } = useTexts();
  return (
    <section className="ts-bill" aria-labelledby="ts-bill-title" aria-busy={bill.isPending}>
      <h2 id="ts-bill-title" className="ts-bill__title">
        {t('billDetailsTitle')}
      </h2>
      {bill.isPending && <BillSkeleton />}
      {bill.data && <BillTable bill={bill.data} block="ts-bill-table" money={money} text={tx} />}
      {empty && (
        <p className="ts-bill__state">
          <ReceiptText aria-hidden="true" size={28} />
          {t('noOrdersPlaced')}
        </p>
      )}
      {bill.isError && !empty && (
        <div className="ts-bill__state ts-bill__state--error" role="alert">
          <CircleAlert aria-hidden="true" size={28} />
          <p>{t('billFetchFailed')}</p>
          <Button variant="secondary" loading={bill.isFetching} onClick={() => void bill.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
    </section>
  );
}
