import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';
import type { PaidVisit } from '../../../lib/session-schemas';
import { session } from '../../../lib/storage';
import { useMoney } from '../../../lib/use-money';
import './payment-success.css';

/**
 * /payment-status: 'Payment Successful.' and the thank-you (spec section 2). The table
 * session ends here: the order's values are cleared (the table, the brand and the device id
 * stay), so scanning the table again starts a new visit.
 */
export function PaymentSuccess({ visit }: { visit: PaidVisit | null }) {
  const money = useMoney();
  const { t } = useTexts();
  const tenantName = visit?.tenantName || session.get('tenant')?.tenantName;
  const paid = visit?.amount ?? null;
  useEffect(() => session.clearOrderSession(), []);

  return (
    <section className="ts-paid" aria-labelledby="ts-paid-title">
      <div className="ts-paid__badge" aria-hidden="true">
        <span className="ts-paid__ring" />
        <span className="ts-paid__ring ts-paid__ring--late" />
        <span className="ts-paid__check">
          <Check size={48} strokeWidth={3} />
        </span>
      </div>
      <h1 id="ts-paid-title" className="ts-paid__title">
        {t('paymentSuccessful')}
      </h1>
      {paid !== null && (
        <p className="ts-paid__amount">{t('amountPaid', { amount: money(paid) })}</p>
      )}
      <p className="ts-paid__thanks">
        {tenantName ? t('thanksDiningWith', { name: tenantName }) : t('thanksDiningUs')}
      </p>
      <p className="ts-paid__note">{t('closePageNow')}</p>
    </section>
  );
}
