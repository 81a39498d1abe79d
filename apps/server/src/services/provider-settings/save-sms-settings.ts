import type { TSmsSettings, TSmsSettingsBody } from '@tableside/shared/contract/provider-settings';
import { writeAudit } from '../../lib/audit';
import { savedSmsView } from './get-sms-settings';
import { changedNames, hintsOf, type SettingsDeps, savedKeysOf } from './saved-secrets';
import { readSettingsRow, writeSettingsRow } from './settings-row';
import { resolveSmsKeys } from './sms-keys';

/**
 * The owner saves the brand's SMS provider. The auth token is encrypted, its last 4 kept as a
 * hint; a save based on a stale read is refused (409); the audit names changed keys only.
 */
export async function saveSmsSettings(
  deps: SettingsDeps,
  input: { tenantId: number; staffUserId: number; body: TSmsSettingsBody },
): Promise<TSmsSettings> {
  const { tenantId, staffUserId, body } = input;
  return deps.db.transaction(async (tx) => {
    const before = savedKeysOf(deps.secretBox, await readSettingsRow(tx, tenantId, 'sms'));
    const keys = resolveSmsKeys(deps.config, body, before);
    const hasSecrets = Object.keys(keys.secrets).length > 0;
    const row = await writeSettingsRow(
      tx,
      {
        tenantId,
        kind: 'sms',
        provider: keys.provider,
        publicConfig: keys.publicConfig,
        secretCiphertext: hasSecrets ? deps.secretBox.seal(JSON.stringify(keys.secrets)) : null,
        secretHints: hintsOf(keys.secrets),
        staffUserId,
        at: deps.clock.now(),
      },
      body.version,
    );
    await writeAudit(tx, {
      tenantId,
      staffUserId,
      action: 'smsSettings.update',
      entity: 'provider_settings',
      entityId: `${tenantId}:sms`,
      detail: {
        provider: keys.provider,
        changed: changedNames(before, keys),
        version: row.version,
      },
    });
    return savedSmsView(row);
  });
}
