import type { TSmsSettings, TSmsSettingsBody } from '@tableside/shared/contract/provider-settings';
import { savedSmsView } from './get-sms-settings';
import { saveProviderSettings } from './save-provider-settings';
import type { SettingsDeps } from './saved-secrets';
import { resolveSmsKeys } from './sms-keys';

/**
 * The owner saves the brand's SMS provider, checked by its rules (a key left out keeps the
 * saved one). The auth token is saved encrypted, 409 on a stale read, audited by key name.
 */
export async function saveSmsSettings(
  deps: SettingsDeps,
  input: { tenantId: number; staffUserId: number; body: TSmsSettingsBody },
): Promise<TSmsSettings> {
  const { tenantId, staffUserId, body } = input;
  const row = await saveProviderSettings(deps, {
    tenantId,
    staffUserId,
    kind: 'sms',
    version: body.version,
    resolveKeys: (saved) => resolveSmsKeys(deps.config, body, saved),
  });
  return savedSmsView(row);
}
