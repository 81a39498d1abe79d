import type {
  TPaymentSettings,
  TPaymentSettingsBody,
} from '@tableside/shared/contract/provider-settings';
import { savedPaymentView } from './get-payment-settings';
import { resolvePaymentKeys } from './payment-keys';
import { saveProviderSettings } from './save-provider-settings';
import type { SettingsDeps } from './saved-secrets';

/**
 * The owner saves the brand's gateway and keys, checked by the gateway's key rules (a key
 * left out keeps the saved one). Saved encrypted, 409 on a stale read, audited by key name.
 */
export async function savePaymentSettings(
  deps: SettingsDeps,
  input: { tenantId: number; staffUserId: number; body: TPaymentSettingsBody },
): Promise<TPaymentSettings> {
  const { tenantId, staffUserId, body } = input;
  const row = await saveProviderSettings(deps, {
    tenantId,
    staffUserId,
    kind: 'payment',
    version: body.version,
    resolveKeys: (saved) => resolvePaymentKeys(deps.config, body, saved),
  });
  return savedPaymentView(deps.config, row);
}
