import { MSG } from '@tableside/shared/domain/messages';
import { ConciergeBell } from 'lucide-react';
import './waiting-card.css';

/** 'Please Wait ...': the waiter is on the way to settle the bill (spec section 2). */
export function WaitingCard() {
  return (
    <section className="ts-waiting-card" aria-labelledby="ts-waiting-title">
      <span className="ts-waiting-card__icon" aria-hidden="true">
        <ConciergeBell size={30} />
      </span>
      <div className="ts-waiting-card__body">
        <h1 id="ts-waiting-title" className="ts-waiting-card__title">
          {MSG.pleaseWait}
        </h1>
        <p className="ts-waiting-card__text">{MSG.waiterWillArrive}</p>
      </div>
    </section>
  );
}
