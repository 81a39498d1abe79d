import type { ReactNode } from 'react';
import './status-panel.css';
import { useTexts } from '../../lib/i18n/use-texts';

export type StatusTone = 'neutral' | 'info' | 'warning' | 'error' | 'success';

interface StatusPanelProps {
  icon: ReactNode;
  /** The message; the spec's texts go here verbatim. */
  message: ReactNode;
  title?: ReactNode;
  tone?: StatusTone;
  /** Buttons or links under the message. */
  children?: ReactNode;
  /** 'alert' announces a state that replaced the page (e.g. a table that cannot be served). */
  role?: 'status' | 'alert';
}

/** A whole-page state: an icon in a tinted disc, a message and optional actions. */
export function StatusPanel({
  icon,
  message,
  title,
  tone = 'neutral',
  children,
  role,
}: StatusPanelProps) {
  const { tx } = useTexts();
  const shown = typeof message === 'string' ? tx(message) : message;
  return (
    <section className={`ts-status-panel ts-status-panel--${tone}`} role={role}>
      <div className="ts-status-panel__icon" aria-hidden="true">
        {icon}
      </div>
      {title ? (
        <>
          <h1 className="ts-status-panel__title">
            {typeof title === 'string' ? tx(title) : title}
          </h1>
          <p className="ts-status-panel__message">{shown}</p>
        </>
      ) : (
        // Without a title the message is what the page is about: its heading.
        <h1 className="ts-status-panel__message">{shown}</h1>
      )}
      {children && <div className="ts-status-panel__actions">{children}</div>}
    </section>
  );
}
