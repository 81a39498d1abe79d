import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { last4 } from '../../lib/secret-box';
import type { SettingsRow } from './settings-row';

/** What the settings services take; the routes pass the app's own. */
export interface SettingsDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  secretBox: SecretBox;
}

/** A provider's settings in clear: public ones and secrets, by name. Never answered or logged. */
export interface ProviderKeys {
  provider: string;
  publicConfig: Record<string, string>;
  secrets: Record<string, string>;
}

/**
 * The saved secrets of a row, or null when they cannot be read (APP_SECRET was changed since
 * they were saved): the owner then enters them again.
 */
export function openSecrets(box: SecretBox, row: SettingsRow): Record<string, string> | null {
  if (!row.secretCiphertext) return {};
  try {
    const parsed: unknown = JSON.parse(box.open(row.secretCiphertext));
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return null;
  }
}

/** The saved keys of a row, usable as defaults of a save of the same provider. */
export function savedKeysOf(box: SecretBox, row: SettingsRow | null): ProviderKeys | null {
  if (!row) return null;
  return {
    provider: row.provider,
    publicConfig: row.publicConfig,
    secrets: openSecrets(box, row) ?? {},
  };
}

export const hintsOf = (secrets: Record<string, string>) =>
  Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, last4(value)]));

/** Names whose value differs between two sets of keys (for the audit trail: names, not values). */
export function changedNames(before: ProviderKeys | null, after: ProviderKeys): string[] {
  const same = before?.provider === after.provider;
  const names = new Set([...Object.keys(after.publicConfig), ...Object.keys(after.secrets)]);
  return [...names]
    .filter((name) => {
      if (!same || !before) return true;
      const old = before.publicConfig[name] ?? before.secrets[name];
      const now = after.publicConfig[name] ?? after.secrets[name];
      return old !== now;
    })
    .sort();
}
