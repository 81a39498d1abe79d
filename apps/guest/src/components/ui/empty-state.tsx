import type { ReactNode } from 'react';
import './empty-state.css';
import { useTexts } from '../../lib/i18n/use-texts';

interface EmptyStateProps {
  /** A decorative icon above the message. */
  icon?: ReactNode;
  /** The message; the spec's texts go here verbatim. */
  message: ReactNode;
  /** A way on (a link or a retry button). */
  children?: ReactNode;
  role?: 'status' | 'alert';
}

/** A list with nothing in it yet, inside a page: icon, message, a way on. */
export function EmptyState({ icon, message, children, role }: EmptyStateProps) {
  const { tx } = useTexts();
  return (
    <div className="ts-empty-state" role={role}>
      {icon}
      <p className="ts-empty-state__text">{typeof message === 'string' ? tx(message) : message}</p>
      {children}
    </div>
  );
}
