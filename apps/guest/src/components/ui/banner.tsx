import type { ReactNode } from 'react';
import './banner.css';

export type BannerTone = 'info' | 'warning' | 'error' | 'neutral';

interface BannerProps {
  title: ReactNode;
  children?: ReactNode;
  /** A decorative icon at the start. */
  icon?: ReactNode;
  /** Content at the end (a QR code, a button). */
  aside?: ReactNode;
  tone?: BannerTone;
  /** 'status' announces changes politely (a countdown); 'alert' at once. */
  role?: 'status' | 'alert';
  className?: string;
}

/** An in-page notice: the Last Call countdown, the table verification prompt, the PIN note. */
export function Banner({
  title,
  children,
  icon,
  aside,
  tone = 'neutral',
  role,
  className,
}: BannerProps) {
  const classes = ['ts-banner', `ts-banner--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section className={classes} role={role}>
      {icon && (
        <span className="ts-banner__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="ts-banner__text">
        <h2 className="ts-banner__title">{title}</h2>
        {children && <div className="ts-banner__body">{children}</div>}
      </div>
      {aside && <div className="ts-banner__aside">{aside}</div>}
    </section>
  );
}
