import type { TPaymentSettings } from '@tableside/shared/contract/provider-settings';
import type { PaymentProvider } from '@tableside/shared/domain/enums';
import type { AppConfig } from '../../config/env';
import { envPaymentSettings } from '../../integrations/payments/payment-gateways';
import type { PaymentSettings } from '../../integrations/payments/payment-port';
import { hintsOf, type SettingsDeps } from './saved-secrets';
import { readSettingsRow, type SettingsRow } from './settings-row';

/** Where the provider's webhooks must be sent; the owner registers it at the provider. */
export function webhookUrlOf(config: AppConfig, provider: PaymentProvider): string | null {
  return provider === 'simulated' ? null : `${config.PUBLIC_URL}/v1/payments/webhooks/${provider}`;
}

/** Hints of the environment's keys, so the owner sees which default the brand runs on. */
function environmentView(config: AppConfig, settings: PaymentSettings | null): TPaymentSettings {
  const provider = settings?.provider ?? 'simulated';
  const view = (publicConfig: Record<string, string>, secrets: Record<string, string>) => ({
    provider,
    publicConfig,
    secretHints: hintsOf(secrets),
    source: 'environment' as const,
    version: 0,
    webhookUrl: webhookUrlOf(config, provider),
  });
  if (settings?.provider === 'stripe') {
    const { secretKey, webhookSecret } = settings;
    return view({}, { secretKey, webhookSecret });
  }
  if (settings?.provider === 'razorpay') {
    const { keySecret, webhookSecret } = settings;
    return view({ keyId: settings.keyId }, { keySecret, webhookSecret });
  }
  return view({}, {});
}

export function savedPaymentView(config: AppConfig, row: SettingsRow): TPaymentSettings {
  const provider = row.provider as PaymentProvider;
  return {
    provider,
    publicConfig: row.publicConfig,
    secretHints: row.secretHints,
    source: 'saved',
    version: row.version,
    webhookUrl: webhookUrlOf(config, provider),
  };
}

/** The brand's payment settings as the owner's page shows them: no secret, only hints. */
export async function getPaymentSettings(
  deps: Pick<SettingsDeps, 'db' | 'config'>,
  tenantId: number,
): Promise<TPaymentSettings> {
  const row = await readSettingsRow(deps.db, tenantId, 'payment');
  if (row) return savedPaymentView(deps.config, row);
  return environmentView(deps.config, envPaymentSettings(deps.config));
}
