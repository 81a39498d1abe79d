import type { TAdminPromotionGroup } from '@tableside/shared/contract/promotions-admin';
import './carousel-preview.css';

/**
 * The For You tab as a guest's phone shows it: the guest app's promotion blocks (a 2x2 grid or
 * a carousel of full-width banners), its look copied here, not imported.
 */
export function CarouselPreview({ groups }: { groups: readonly TAdminPromotionGroup[] }) {
  return (
    <section className="promo-phone" aria-label="Guest preview">
      <p className="promo-phone__tab">For You</p>
      {groups.length === 0 ? (
        <p className="promo-phone__empty">Guests see no promotions right now.</p>
      ) : (
        groups.map((group) => (
          <section key={group.id} className="pv-group" aria-label={group.mainHeader}>
            <header>
              <p className="pv-group__title">{group.mainHeader}</p>
              {group.subHeader ? <p className="pv-group__sub">{group.subHeader}</p> : null}
            </header>
            {/* A carousel scrolls sideways: focusable, so a keyboard can scroll it too. */}
            <ul
              className={`pv-group__list pv-group__list--${group.containerSize === 'TWO_BY_TWO' ? 'grid' : 'carousel'}`}
              tabIndex={group.containerSize === 'TWO_BY_TWO' ? undefined : 0}
              aria-label={`${group.mainHeader} promotions`}
            >
              {group.promotions.map((p) => (
                <li key={p.id} className="pv-tile">
                  {p.bannerUrl ? (
                    <img className="pv-tile__image" src={p.bannerUrl} alt="" />
                  ) : (
                    <span className="pv-tile__image" />
                  )}
                  <span className="pv-tile__title">{p.title || 'Untitled'}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
