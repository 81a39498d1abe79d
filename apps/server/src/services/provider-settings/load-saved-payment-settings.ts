import type { PaymentProvider } from '@tableside/shared/domain/enums';
import { PAYMENT_PROVIDERS } from '@tableside/shared/domain/enums';
import type { PaymentSettings } from '../../integrations/payments/payment-port';
import { AppError } from '../../lib/app-error';
import { toPaymentSettings } from './payment-keys';
import { openSecrets, type SettingsDeps } from './saved-secrets';
import { readSettingsRow } from './settings-row';

const isPaymentProvider = (value: string): value is PaymentProvider =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(value);

/**
 * A brand's saved gateway with its keys decrypted, or null when its owner saved none (the
 * environment's default applies). createPaymentGateways calls it for every gateway call.
 */
export async function loadSavedPaymentSettings(
  deps: Pick<SettingsDeps, 'db' | 'secretBox' | 'config'>,
  tenantId: number,
): Promise<PaymentSettings | null> {
  const row = await readSettingsRow(deps.db, tenantId, 'payment');
  if (!row || !isPaymentProvider(row.provider)) return null;
  const secrets = openSecrets(deps.secretBox, row);
  if (!secrets) {
    // APP_SECRET changed since the keys were saved: say so, without anything of the keys.
    throw new AppError(
      'BAD_GATEWAY',
      "The brand's saved payment keys cannot be read with this server's APP_SECRET; its owner must enter them again",
    );
  }
  return toPaymentSettings(deps.config, {
    provider: row.provider,
    publicConfig: row.publicConfig,
    secrets,
  });
}
