import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { Button } from './button';
import './ui.css';

const SLOTS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Grey blocks in the shape of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ count = 3, height = 72 }: { count?: number; height?: number }) {
  return (
    <div className="skeletons" role="status" aria-busy="true" aria-label="Loading">
      {SLOTS.slice(0, count).map((slot) => (
        <div key={slot} className="skeleton" style={{ height }} />
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty__title">{title}</p>
      {children ? <div className="empty__text">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="empty" role="alert">
      <p className="empty__title">{errorMessage(error)}</p>
      <Button variant="primary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The title row of a screen, with optional actions on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children ? <div className="page-header__actions">{children}</div> : null}
    </header>
  );
}
