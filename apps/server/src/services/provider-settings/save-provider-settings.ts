import type { ProviderSettingKind } from '../../db/schema/index';
import { writeAudit } from '../../lib/audit';
import {
  changedNames,
  hintsOf,
  type ProviderKeys,
  type SettingsDeps,
  savedKeysOf,
} from './saved-secrets';
import { readSettingsRow, type SettingsRow, writeSettingsRow } from './settings-row';

/**
 * The save both settings kinds share, in one transaction: the provider's own rules turn the
 * body into keys (given the saved ones), secrets are encrypted as one JSON object with their
 * last 4 characters kept as hints, a save based on a stale read is refused (409), and the
 * audit trail names the keys that changed, never their values.
 */
export async function saveProviderSettings(
  deps: SettingsDeps,
  input: {
    tenantId: number;
    staffUserId: number;
    kind: ProviderSettingKind;
    version: number;
    resolveKeys: (saved: ProviderKeys | null) => ProviderKeys;
  },
): Promise<SettingsRow> {
  const { tenantId, staffUserId, kind } = input;
  return deps.db.transaction(async (tx) => {
    const before = savedKeysOf(deps.secretBox, await readSettingsRow(tx, tenantId, kind));
    const keys = input.resolveKeys(before);
    const hasSecrets = Object.keys(keys.secrets).length > 0;
    const row = await writeSettingsRow(
      tx,
      {
        tenantId,
        kind,
        provider: keys.provider,
        publicConfig: keys.publicConfig,
        secretCiphertext: hasSecrets ? deps.secretBox.seal(JSON.stringify(keys.secrets)) : null,
        secretHints: hintsOf(keys.secrets),
        staffUserId,
        at: deps.clock.now(),
      },
      input.version,
    );
    await writeAudit(tx, {
      tenantId,
      staffUserId,
      action: `${kind}Settings.update`,
      entity: 'provider_settings',
      entityId: `${tenantId}:${kind}`,
      detail: {
        provider: keys.provider,
        changed: changedNames(before, keys),
        version: row.version,
      },
    });
    return row;
  });
}
