import type { ReactNode } from 'react';
import './auth-page.css';

/** A signed-out page: the product's name and the page's title over its card's content. */
export function AuthPage(props: {
  /** The heading's id, which names the card. */
  titleId: string;
  title: string;
  /** For a long form: a wider card from the top of the page. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={props.wide ? 'auth-page auth-page--wide' : 'auth-page'}>
      <section className="auth-card" aria-labelledby={props.titleId}>
        <p className="auth-card__brand">Tableside</p>
        <h1 id={props.titleId}>{props.title}</h1>
        {props.children}
      </section>
    </main>
  );
}
