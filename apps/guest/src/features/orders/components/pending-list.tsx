import type { TOrder } from '@tableside/shared/contract/order';
import { itemStatusView } from '@tableside/shared/domain/item-status';
import { MSG } from '@tableside/shared/domain/messages';
import { toMajor, toMinor } from '@tableside/shared/domain/money';
import { pendingItemsByCategory } from '@tableside/shared/domain/order-display';
import { canOrderAtTable } from '@tableside/shared/domain/table-verification';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SlideToConfirm } from '../../../components/ui/slide-to-confirm';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS } from '../../../lib/paths';
import { useMoney } from '../../../lib/use-money';
import { useQuantityUpdates } from '../../../lib/use-quantity-updates';
import { useSessionValue } from '../../../lib/use-session-value';
import { useConfirmOrder } from '../api/confirm-order';
import { lineTotal } from '../lib/line-total';
import { ItemStatus } from './item-status';
import { PendingLine } from './pending-line';

interface PendingListProps {
  order: TOrder;
  /** Called once the cart went to the kitchen (the Completed tab is shown next). */
  onConfirmed: () => void;
}

/** The Pending tab (spec section 2): the shared cart by category, then slide to confirm. */
export function PendingList({ order, onConfirmed }: PendingListProps) {
  const { t } = useTexts();
  const money = useMoney();
  const { setQuantity, quantityOf } = useQuantityUpdates();
  const verification = useSessionValue('TableVerification');
  const confirm = useConfirmOrder();
  const sections = pendingItemsByCategory(order.orderGroups);
  const cartGroup = order.orderGroups.find((group) => group.status === 'NEW');

  if (sections.length === 0 || !cartGroup) {
    return (
      <EmptyState
        icon={<ClipboardList aria-hidden="true" size={40} />}
        message={MSG.pleasePlaceOrders}
      >
        <Link to={PATHS.home} className={buttonClassName({ variant: 'secondary' })}>
          {t('browseMenu')}
        </Link>
      </EmptyState>
    );
  }

  const totalMinor = sections
    .flatMap((section) => section.items)
    .reduce((sum, item) => sum + toMinor(lineTotal(item, quantityOf(item))), 0);

  return (
    <div className="ts-pending">
      <p className="ts-pending__status">
        <ItemStatus view={itemStatusView('NEW', undefined)} />
        <span>{t('goToKitchen')}</span>
      </p>
      {sections.map((section) => (
        <section
          key={section.category}
          className="ts-pending__section"
          aria-label={section.category}
        >
          <h2 className="ts-pending__category">{section.category}</h2>
          <ul className="ts-pending__lines">
            {section.items.map((item) => (
              <PendingLine
                key={item.id}
                item={item}
                quantity={quantityOf(item)}
                onQuantity={(quantity) => setQuantity(item.id, quantity)}
              />
            ))}
          </ul>
        </section>
      ))}
      <div className="ts-pending__confirm">
        <p className="ts-pending__total">
          <span>{t('total')}</span>
          <span>{money(toMajor(totalMinor))}</span>
        </p>
        <SlideToConfirm
          label={t('slideToConfirm')}
          actionLabel={t('confirmOrder')}
          disabled={!canOrderAtTable(verification)}
          disabledHint={t('needsVerification')}
          onConfirm={() => confirm.mutateAsync(cartGroup.id).then(onConfirmed)}
        />
      </div>
    </div>
  );
}
