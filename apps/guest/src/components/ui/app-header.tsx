import type { ReactNode } from 'react';
import './app-header.css';

interface AppHeaderProps {
  /** The header's own look on top of the shared frame. */
  className: string;
  /** Starts with a back arrow (its tap area replaces the edge padding). */
  back?: boolean;
  children: ReactNode;
  /** Rendered inside the header but outside its row (a popup it opens). */
  after?: ReactNode;
}

/** The sticky top bar of a page: below the notch, one row as wide as the content. */
export function AppHeader({ className, back = false, children, after }: AppHeaderProps) {
  return (
    <header className={`ts-app-header${back ? ' ts-app-header--back' : ''} ${className}`}>
      <div className="ts-app-header__inner">{children}</div>
      {after}
    </header>
  );
}
