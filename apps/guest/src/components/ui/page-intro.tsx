import type { ReactNode } from 'react';
import './page-intro.css';

interface PageIntroProps {
  title: ReactNode;
  /** A short line above the title (the venue, a step name). */
  eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  children?: ReactNode;
  /** A decorative icon in a tinted disc. */
  icon?: ReactNode;
}

/** The heading block that opens a page: one h1 per screen. */
export function PageIntro({ title, eyebrow, children, icon }: PageIntroProps) {
  return (
    <div className="ts-page-intro">
      {icon && (
        <div className="ts-page-intro__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      {eyebrow && <p className="ts-page-intro__eyebrow">{eyebrow}</p>}
      <h1 className="ts-page-intro__title">{title}</h1>
      {children && <div className="ts-page-intro__text">{children}</div>}
    </div>
  );
}
