import type {
  TPaymentSettings,
  TPaymentSettingsBody,
} from '@tableside/shared/contract/provider-settings';
import { writeAudit } from '../../lib/audit';
import { savedPaymentView } from './get-payment-settings';
import { resolvePaymentKeys } from './payment-keys';
import { changedNames, hintsOf, type SettingsDeps, savedKeysOf } from './saved-secrets';
import { readSettingsRow, writeSettingsRow } from './settings-row';

/**
 * The owner saves the brand's gateway and keys. Secrets are encrypted as one JSON object;
 * their last 4 characters are kept as hints. A save based on a stale read is refused (409),
 * and the audit trail names the keys that changed, never their values.
 */
export async function savePaymentSettings(
  deps: SettingsDeps,
  input: { tenantId: number; staffUserId: number; body: TPaymentSettingsBody },
): Promise<TPaymentSettings> {
  const { tenantId, staffUserId, body } = input;
  return deps.db.transaction(async (tx) => {
    const before = savedKeysOf(deps.secretBox, await readSettingsRow(tx, tenantId, 'payment'));
    const keys = resolvePaymentKeys(deps.config, body, before);
    const hasSecrets = Object.keys(keys.secrets).length > 0;
    const row = await writeSettingsRow(
      tx,
      {
        tenantId,
        kind: 'payment',
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
      action: 'paymentSettings.update',
      entity: 'provider_settings',
      entityId: `${tenantId}:payment`,
      detail: {
        provider: keys.provider,
        changed: changedNames(before, keys),
        version: row.version,
      },
    });
    return savedPaymentView(deps.config, row);
  });
}
