import { ConciergeBell } from 'lucide-react';
import './waiting-card.css';
import { useTexts } from '../../../lib/i18n/use-texts';

/** 'Please Wait ...': the waiter is on the way to settle the bill (spec section 2). */
export function WaitingCard() {
  const { t } = useTexts();
  return (
    <section className="ts-waiting-card" aria-labelledby="ts-waiting-title">
      <span className="ts-waiting-card__icon" aria-hidden="true">
        <ConciergeBell size={30} />
      </span>
      <div className="ts-waiting-card__body">
        <h1 id="ts-waiting-title" className="ts-waiting-card__title">
          {t('pleaseWait')}
        </h1>
        <p className="ts-waiting-card__text">{t('waiterWillArrive')}</p>
      </div>
    </section>
  );
}
