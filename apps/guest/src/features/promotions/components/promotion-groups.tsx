import type { TPromotion, TPromotionGroup } from '@tableside/shared/contract/promotions';
import { sortBySequence } from '@tableside/shared/domain/order-display';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS } from '../../../lib/paths';
import { usePromotions } from '../api/get-promotions';
import type { PromotionState } from '../lib/promotion-state';
import './promotion-groups.css';

type TilePosition = 'lead' | 'top' | 'rest';

/**
 * Where a tile sits: the top group is in view as For You opens, so its banners load at once,
 * and the lead one ahead of other images. The next group's first banner often shows at the
 * bottom of a tall phone's screen, larger than the tiles above it (then the page's largest
 * paint): it loads at once too. The rest load lazily.
 */
function tilePosition(groupIndex: number, index: number): TilePosition {
  if (groupIndex === 0) return index === 0 ? 'lead' : 'top';
  return groupIndex === 1 && index === 0 ? 'top' : 'rest';
}

function PromotionTile({ promotion, position }: { promotion: TPromotion; position: TilePosition }) {
  const state: PromotionState = {
    promoItemId: promotion.id,
    url: promotion.url ?? promotion.mainBanner.url,
    title: promotion.title,
    description: promotion.description,
  };
  return (
    <Link to={PATHS.promotionDetails} state={state} className="ts-promo-tile">
      <img
        className="ts-promo-tile__image"
        src={promotion.mainBanner.url}
        alt=""
        width={640}
        height={320}
        loading={position === 'rest' ? 'lazy' : 'eager'}
        fetchPriority={position === 'lead' ? 'high' : 'auto'}
      />
      <span className="ts-promo-tile__title">{promotion.title}</span>
    </Link>
  );
}

function PromotionGroup({ group, groupIndex }: { group: TPromotionGroup; groupIndex: number }) {
  const promotions = sortBySequence(group.promotions);
  const layout = group.containerSize === 'TWO_BY_TWO' ? 'grid' : 'carousel';
  return (
    <section className="ts-promo-group" aria-labelledby={`ts-promo-group-${group.id}`}>
      <header className="ts-promo-group__header">
        <h2 id={`ts-promo-group-${group.id}`} className="ts-promo-group__title">
          {group.mainHeader}
        </h2>
        {group.subHeader && <p className="ts-promo-group__sub">{group.subHeader}</p>}
      </header>
      <ul className={`ts-promo-group__list ts-promo-group__list--${layout}`}>
        {promotions.map((promotion, index) => (
          <li key={promotion.id}>
            <PromotionTile promotion={promotion} position={tilePosition(groupIndex, index)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** For You: the branch's promotion blocks, a 2x2 grid or a carousel of full-width banners. */
export function PromotionGroups({ branchId }: { branchId: number | null }) {
  const promotions = usePromotions(branchId);
  const { t } = useTexts();
  if (promotions.isPending) {
    return (
      <div className="ts-promo-group" aria-busy="true">
        <span className="visually-hidden">{t('loadingOffers')}</span>
        <Skeleton width="45%" height={24} />
        <div className="ts-promo-group__list ts-promo-group__list--grid">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton
              key={i}
              height="auto"
              className="ts-promo-skeleton"
              radius="var(--ts-radius-md)"
            />
          ))}
        </div>
      </div>
    );
  }
  if (promotions.isError) return null;
  const shown = promotions.data.filter((group) => group.promotions.length > 0);
  return (
    <>
      {shown.map((group, index) => (
        <PromotionGroup key={group.id} group={group} groupIndex={index} />
      ))}
    </>
  );
}
