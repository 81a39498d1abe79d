import { toMajor } from '@tableside/shared/domain/money';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useMoney } from '../../../lib/use-money';

/** Share, tip and what the gateway will charge, before the guest pays. */
export function ShareSummary({ shareMinor, tipMinor }: { shareMinor: number; tipMinor: number }) {
  const { t } = useTexts();
  const money = useMoney();
  return (
    <dl className="ts-share-summary">
      <div>
        <dt>{t('yourShare')}</dt>
        <dd>{money(toMajor(shareMinor))}</dd>
      </div>
      <div>
        <dt>{t('tipLabel')}</dt>
        <dd>{money(toMajor(tipMinor))}</dd>
      </div>
      <div className="ts-share-summary__total">
        <dt>{t('toBeCharged')}</dt>
        <dd>{money(toMajor(shareMinor + tipMinor))}</dd>
      </div>
    </dl>
  );
}
