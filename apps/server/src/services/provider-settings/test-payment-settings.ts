import type { TPaymentSettingsTestBody } from '@tableside/shared/contract/provider-settings';
import { createPaymentGateways } from '../../integrations/payments/payment-gateways';
import { GatewayError } from '../../integrations/payments/payment-port';
import type { SimulatedGateway } from '../../integrations/payments/simulated-gateway';
import { AppError } from '../../lib/app-error';
import { loadSavedPaymentSettings } from './load-saved-payment-settings';
import { resolvePaymentKeys, toPaymentSettings } from './payment-keys';
import { type SettingsDeps, savedKeysOf } from './saved-secrets';
import { readSettingsRow } from './settings-row';

/**
 * 'Test connection': an authenticated read at the gateway with the submitted keys (omitted
 * secrets: the saved ones), or with no body the brand's current gateway. Keys the provider
 * refuses are a 400, a provider that cannot be reached a 502; both carry the provider's
 * reason, never a key. Nothing is saved.
 */
export async function testPaymentSettings(
  deps: SettingsDeps & { simulated: SimulatedGateway | null },
  input: { tenantId: number; body: TPaymentSettingsTestBody },
): Promise<{ ok: true }> {
  const { tenantId, body } = input;
  const saved = () => loadSavedPaymentSettings(deps, tenantId);
  const submitted = async () => {
    if (!body.provider) return null;
    const before = savedKeysOf(deps.secretBox, await readSettingsRow(deps.db, tenantId, 'payment'));
    const keys = resolvePaymentKeys(
      deps.config,
      { provider: body.provider, keys: body.keys },
      before,
    );
    return toPaymentSettings(deps.config, keys);
  };
  const settings = await submitted();
  const gateways = createPaymentGateways({
    config: deps.config,
    simulated: deps.simulated,
    loadSaved: settings ? async () => settings : saved,
  });
  try {
    const port = await gateways.forTenant(tenantId);
    await port.testConnection();
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    const refused = err.reason === 'unauthorized' || err.reason === 'refused';
    throw new AppError(
      refused ? 'BAD_REQUEST' : 'BAD_GATEWAY',
      `The gateway ${refused ? 'refused the keys' : 'could not be reached'}: ${err.message}`,
    );
  }
  return { ok: true };
}
