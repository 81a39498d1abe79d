import { NavLink } from 'react-router';
import { OpenCallsBadge } from '../../features/call-waiter/components/open-calls-badge';
import type { NavItem } from '../nav-items';

/** Bottom tab bar on phones, a rail on tablets (CSS decides). */
export function ConsoleNav({ items }: { items: readonly NavItem[] }) {
  if (items.length < 2) return null;
  return (
    <nav className="nav" aria-label="Console sections">
      {items.map(({ to, label, icon: Icon, office }) => (
        <NavLink key={to} to={to} className={office ? 'nav__link nav__link--office' : 'nav__link'}>
          <Icon aria-hidden="true" />
          <span>{label}</span>
          {to === '/calls' ? <OpenCallsBadge /> : null}
        </NavLink>
      ))}
    </nav>
  );
}
