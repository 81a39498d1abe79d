import type { MenuTab } from '@tableside/shared/domain/enums';
import { HOME_TAB_IDS } from '@tableside/shared/domain/enums';
import { Tabs, tabIds } from '../../components/ui/tabs';
import { ProductCard } from '../../features/cart/components/product-card';
import { MenuPanel } from '../../features/menu/components/menu-panel';
import { LastCallBanner } from '../../features/order-time/components/last-call-banner';
import { PromotionGroups } from '../../features/promotions/components/promotion-groups';
import { PinShareNote } from '../../features/table-header/components/pin-share-note';
import { VerificationBanner } from '../../features/table-verification/components/verification-banner';
import { useSessionTab } from '../../lib/use-session-tab';
import { useSessionValue } from '../../lib/use-session-value';
import './home.css';
import { useTexts } from '../../lib/i18n/use-texts';

type HomeTabId = (typeof HOME_TAB_IDS)[keyof typeof HOME_TAB_IDS];

// Spec section 2: For You, Drink, Eat, Smoke, in this order.
const TABS: { id: HomeTabId; label: string; menu: MenuTab | null }[] = [
  { id: HOME_TAB_IDS.FOR_YOU, label: 'For You', menu: null },
  { id: HOME_TAB_IDS.DRINK, label: 'Drink', menu: 'DRINK' },
  { id: HOME_TAB_IDS.EAT, label: 'Eat', menu: 'EAT' },
  { id: HOME_TAB_IDS.SMOKE, label: 'Smoke', menu: 'SMOKE' },
];
const TAB_IDS = TABS.map((tab) => tab.id);
const PREFIX = 'home';

/** /home: the header tabs, For You and the three menus. */
export function Component() {
  const { t, tx } = useTexts();
  const branchId = useSessionValue('Ids')?.branchId ?? null;
  const [active, select] = useSessionTab('activeHomeHeaderTab', TAB_IDS, HOME_TAB_IDS.FOR_YOU);
  const tab = TABS.find((entry) => entry.id === active) ?? TABS[0]!;
  const ids = tabIds(PREFIX, tab.id);
  return (
    <>
      <h1 className="visually-hidden">Menu</h1>
      <div className="ts-header-tabs">
        <Tabs
          tabs={TABS.map((entry) => ({ ...entry, label: tx(entry.label) }))}
          value={active}
          onChange={(id) => {
            select(id);
            window.scrollTo({ top: 0 });
          }}
          label={t('menuSections')}
          idPrefix={PREFIX}
        />
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="ts-home-panel">
        {tab.menu === null ? (
          <div className="ts-for-you">
            <LastCallBanner />
            <VerificationBanner />
            <PinShareNote />
            <PromotionGroups branchId={branchId} />
          </div>
        ) : branchId !== null ? (
          <MenuPanel
            key={tab.menu}
            tab={tab.menu}
            branchId={branchId}
            renderProduct={(product) => <ProductCard product={product} />}
          />
        ) : null}
      </div>
    </>
  );
}
