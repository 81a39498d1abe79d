import type { TOrder } from '@tableside/shared/contract/order';
import { unconfirmedItemCount } from '@tableside/shared/domain/cart';
import {
  ClipboardList,
  ConciergeBell,
  House,
  type LucideIcon,
  ReceiptText,
  Repeat,
} from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { useFlags } from '../../../lib/flags-store';
import { useOrder } from '../../../lib/order-query';
import { PATHS } from '../../../lib/paths';
import { CartBar } from './cart-bar';
import { PayBillSheet } from './pay-bill-sheet';
import './app-footer.css';
import { useTexts } from '../../../lib/i18n/use-texts';

const selectUnconfirmed = (order: TOrder) => unconfirmedItemCount(order.orderGroups);

function FooterLink({
  to,
  label,
  icon: Icon,
  count = 0,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  count?: number;
}) {
  return (
    <NavLink to={to} className="ts-footer__item">
      <span className="ts-footer__icon">
        <Icon aria-hidden="true" size={22} />
        <Badge count={count} label="unconfirmed items" className="ts-footer__badge" />
      </span>
      {label}
    </NavLink>
  );
}

interface AppFooterProps {
  /** Opens the Call Waiter panel (the call-waiter feature's, composed by the layout). */
  onCallWaiter: () => void;
}

/** The footer of /home, /order and /re-order (spec section 2): height 70 plus the safe area. */
export function AppFooter({ onCallWaiter }: AppFooterProps) {
  const { t } = useTexts();
  const orderTimeClosed = useFlags((state) => state.orderTimeClosed);
  const unconfirmed = useOrder(selectUnconfirmed).data ?? 0;
  const [payBillOpen, setPayBillOpen] = useState(false);
  return (
    <>
      <CartBar />
      <nav className="ts-footer" aria-label={t('mainNav')}>
        <div className="ts-footer__inner">
          <FooterLink to={PATHS.home} label={t('home')} icon={House} />
          <button
            type="button"
            className="ts-footer__item"
            aria-haspopup="dialog"
            onClick={onCallWaiter}
          >
            <span className="ts-footer__icon">
              <ConciergeBell aria-hidden="true" size={22} />
            </span>
            {t('callWaiter')}
          </button>
          {orderTimeClosed ? (
            // Spec section 4: Repeat is disabled while ordering is closed.
            <button type="button" className="ts-footer__item" disabled>
              <span className="ts-footer__icon">
                <Repeat aria-hidden="true" size={22} />
              </span>
              {t('repeat')}
            </button>
          ) : (
            <FooterLink to={PATHS.reOrder} label={t('repeat')} icon={Repeat} />
          )}
          <FooterLink
            to={PATHS.order}
            label={t('myOrders')}
            icon={ClipboardList}
            count={unconfirmed}
          />
          <button
            type="button"
            className="ts-footer__item ts-footer__item--pay"
            aria-haspopup="dialog"
            onClick={() => setPayBillOpen(true)}
          >
            <span className="ts-footer__icon">
              <ReceiptText aria-hidden="true" size={22} />
            </span>
            {t('payBill')}
          </button>
        </div>
      </nav>
      <PayBillSheet open={payBillOpen} onClose={() => setPayBillOpen(false)} />
    </>
  );
}
