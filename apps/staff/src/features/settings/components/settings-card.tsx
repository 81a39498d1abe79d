import type { SETTINGS_SOURCES } from '@tableside/shared/contract/provider-settings';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';

/** A settings card: its title, whether the brand saved its own settings, then its forms. */
export function SettingsCard(props: {
  id: string;
  title: string;
  source: (typeof SETTINGS_SOURCES)[number];
  children: ReactNode;
}) {
  return (
    <section className="settings-card" aria-labelledby={props.id}>
      <header className="settings-card__header">
        <h2 id={props.id}>{props.title}</h2>
        <span className="settings-card__source">
          {props.source === 'saved' ? 'Saved for this brand' : "Server's default"}
        </span>
      </header>
      {props.children}
    </section>
  );
}

/** A settings form's failure, as the server worded it; nothing while there is none. */
export function SettingsError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p className="settings-form__error" role="alert">
      {errorMessage(error)}
    </p>
  );
}
