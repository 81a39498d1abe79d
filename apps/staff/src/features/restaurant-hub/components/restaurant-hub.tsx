import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, PageHeader } from '../../../components/ui/states';
import { useStaff } from '../../../lib/session';
import { hubCardsFor } from '../lib/hub-cards';
import './restaurant-hub.css';

/** Restaurant: one page of doors to everything the owner or manager sets up. */
export function RestaurantHub() {
  const cards = hubCardsFor(useStaff().role);
  return (
    <>
      <PageHeader title="Restaurant" />
      {cards.length === 0 ? (
        <EmptyState title="Nothing to set up with your role" />
      ) : (
        <ul className="hub-grid" aria-label="Restaurant set-up">
          {cards.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="hub-card">
                <span className="hub-card__icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="hub-card__text">
                  <span className="hub-card__title">{title}</span>
                  <span className="hub-card__description">{description}</span>
                </span>
                <ChevronRight className="hub-card__chevron" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
