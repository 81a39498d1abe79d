import type { TSmsSettings } from '@tableside/shared/contract/provider-settings';
import type { SmsProvider } from '@tableside/shared/domain/enums';
import type { AppConfig } from '../../config/env';
import { hintsOf, type SettingsDeps } from './saved-secrets';
import { readSettingsRow, type SettingsRow } from './settings-row';

function environmentView(config: AppConfig): TSmsSettings {
  const base = { source: 'environment' as const, version: 0 };
  if (config.SMS_PROVIDER !== 'twilio') {
    return { ...base, provider: 'console', publicConfig: {}, secretHints: {} };
  }
  const { TWILIO_ACCOUNT_SID, TWILIO_FROM, TWILIO_AUTH_TOKEN, TWILIO_API_URL } = config;
  return {
    ...base,
    provider: 'twilio',
    publicConfig: {
      accountSid: TWILIO_ACCOUNT_SID ?? '',
      from: TWILIO_FROM ?? '',
      apiUrl: TWILIO_API_URL,
    },
    secretHints: hintsOf(TWILIO_AUTH_TOKEN ? { authToken: TWILIO_AUTH_TOKEN } : {}),
  };
}

export function savedSmsView(row: SettingsRow): TSmsSettings {
  return {
    provider: row.provider as SmsProvider,
    publicConfig: row.publicConfig,
    secretHints: row.secretHints,
    source: 'saved',
    version: row.version,
  };
}

/** The brand's SMS settings as the owner's page shows them: the auth token only as a hint. */
export async function getSmsSettings(
  deps: Pick<SettingsDeps, 'db' | 'config'>,
  tenantId: number,
): Promise<TSmsSettings> {
  const row = await readSettingsRow(deps.db, tenantId, 'sms');
  return row ? savedSmsView(row) : environmentView(deps.config);
}
