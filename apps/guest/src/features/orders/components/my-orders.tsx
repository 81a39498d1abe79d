import { unconfirmedItemCount } from '@tableside/shared/domain/cart';
import { ORDER_TAB_IDS } from '@tableside/shared/domain/enums';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, tabIds } from '../../../components/ui/tabs';
import { useOrder } from '../../../lib/order-query';
import { useOrderTab } from '../hooks/use-order-tab';
import { CompletedOrders } from './completed-orders';
import { PendingList } from './pending-list';
import './my-orders.css';
import { useTexts } from '../../../lib/i18n/use-texts';

const PREFIX = 'orders';

interface MyOrdersProps {
  /** Shown above the Pending list (the table verification banner). */
  pendingTop?: ReactNode;
}

/** /order (spec section 2): the Pending and Completed tabs of the table's order. */
export function MyOrders({ pendingTop }: MyOrdersProps) {
  const { t } = useTexts();
  const order = useOrder();
  const hasUnconfirmed = order.data ? unconfirmedItemCount(order.data.orderGroups) > 0 : false;
  const { active, select, pendingDisabled } = useOrderTab(hasUnconfirmed);
  const ids = tabIds(PREFIX, active);
  return (
    <>
      <h1 className="visually-hidden">{t('myOrders')}</h1>
      <div className="ts-header-tabs">
        <Tabs
          tabs={[
            { id: ORDER_TAB_IDS.PENDING, label: t('pending'), disabled: pendingDisabled },
            { id: ORDER_TAB_IDS.COMPLETED, label: t('completed') },
          ]}
          value={active}
          onChange={select}
          label={t('myOrders')}
          idPrefix={PREFIX}
        />
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="ts-orders-panel">
        {!order.data ? (
          <div className="ts-orders-loading" aria-busy="true">
            <Skeleton width="40%" height={22} />
            <Skeleton height={72} radius="var(--ts-radius-md)" />
            <Skeleton height={72} radius="var(--ts-radius-md)" />
          </div>
        ) : active === ORDER_TAB_IDS.PENDING ? (
          <>
            {pendingTop}
            <PendingList order={order.data} onConfirmed={() => select(ORDER_TAB_IDS.COMPLETED)} />
          </>
        ) : (
          <CompletedOrders order={order.data} />
        )}
      </div>
    </>
  );
}
