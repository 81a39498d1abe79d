import type { TMenuProduct } from '@tableside/shared/contract/menu';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useSessionValue } from '../../../lib/use-session-value';
import { usePromotionItems } from '../api/get-promotion-items';
import type { PromotionState } from '../lib/promotion-state';
import './promotion-details.css';

interface PromotionDetailsProps {
  promotion: PromotionState;
  renderProduct: (product: TMenuProduct) => ReactNode;
}

/** A promotion's page (spec section 2): banner, title, description and its items. */
export function PromotionDetails({ promotion, renderProduct }: PromotionDetailsProps) {
  const branchId = useSessionValue('Ids')?.branchId ?? null;
  const items = usePromotionItems(branchId, promotion.promoItemId);
  const { t, tx } = useTexts();
  return (
    <article className="ts-promo-page">
      {promotion.url && (
        <img
          className="ts-promo-page__banner"
          src={promotion.url}
          alt=""
          width={640}
          height={320}
          decoding="async"
        />
      )}
      <h1 className="ts-promo-page__title">{promotion.title}</h1>
      {promotion.description && (
        <p className="ts-promo-page__description">{promotion.description}</p>
      )}
      <section aria-labelledby="ts-promo-items" className="ts-promo-page__items">
        <h2 id="ts-promo-items" className="ts-promo-page__items-title">
          {t('onOffer')}
        </h2>
        {items.isPending ? (
          <div className="ts-promo-page__loading" aria-busy="true">
            {[0, 1].map((i) => (
              <div key={i} className="ts-promo-page__skeleton">
                <SkeletonText lines={3} />
                <Skeleton width={112} height={112} radius="var(--ts-radius-md)" />
              </div>
            ))}
          </div>
        ) : items.isError ? (
          <div role="alert" className="ts-promo-page__state">
            <p>{tx(items.error.message)}</p>
            <Button variant="secondary" onClick={() => void items.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : items.data.length === 0 ? (
          <p className="ts-promo-page__state">{t('searchNoResults')}</p>
        ) : (
          items.data.map((product) => (
            <div key={product.productMaster.id}>{renderProduct(product)}</div>
          ))
        )}
      </section>
    </article>
  );
}
