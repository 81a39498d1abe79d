import type { TSmsKeys } from '@tableside/shared/contract/provider-settings';
import type { SmsProvider } from '@tableside/shared/domain/enums';
import type { AppConfig } from '../../config/env';
import { badRequest } from '../../lib/app-error';
import type { ProviderKeys } from './saved-secrets';

/**
 * The SMS keys a save stands for: each submitted one, else the one saved for the same
 * provider. `console` only writes to the server's log, so production refuses it.
 */
export function resolveSmsKeys(
  config: AppConfig,
  input: { provider: SmsProvider; keys: TSmsKeys },
  saved: ProviderKeys | null,
): ProviderKeys {
  if (input.provider === 'console') {
    if (config.NODE_ENV === 'production') {
      throw badRequest('provider: console only writes messages to the log; choose twilio');
    }
    return { provider: 'console', publicConfig: {}, secrets: {} };
  }
  const fromSaved = saved?.provider === 'twilio' ? saved : null;
  const pick = (name: 'accountSid' | 'from') => {
    const value = input.keys[name] ?? fromSaved?.publicConfig[name];
    if (!value) throw badRequest(`keys.${name}: is required for twilio`);
    if (/\s/.test(value)) throw badRequest(`keys.${name}: must have no spaces`);
    return value;
  };
  const publicConfig: Record<string, string> = {
    accountSid: pick('accountSid'),
    from: pick('from'),
  };
  const apiUrl = input.keys.apiUrl ?? fromSaved?.publicConfig.apiUrl;
  if (apiUrl) {
    if (config.NODE_ENV === 'production' && !apiUrl.startsWith('https://')) {
      throw badRequest('keys.apiUrl: must be https in production');
    }
    publicConfig.apiUrl = apiUrl.replace(/\/+$/, '');
  }
  const authToken = input.keys.authToken ?? fromSaved?.secrets.authToken;
  if (!authToken) throw badRequest('keys.authToken: is required for twilio');
  return { provider: 'twilio', publicConfig, secrets: { authToken } };
}
