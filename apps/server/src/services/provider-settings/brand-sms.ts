import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { type SmsPort, SmsSendError } from '../../integrations/sms/sms-port';
import { twilioSms } from '../../integrations/sms/twilio-sms';
import type { SecretBox } from '../../lib/secret-box';
import { openSecrets } from './saved-secrets';
import { readSettingsRow } from './settings-row';

export interface BrandSmsDeps {
  db: Database;
  config: AppConfig;
  secretBox: SecretBox;
  /** The environment's adapter: brands that saved no Twilio settings send through it. */
  fallback: SmsPort;
  /** Where provider failures are written (never the text: it may hold an OTP). */
  logError: (line: string) => void;
}

/**
 * Each brand's SMS: a message naming its brand goes through the Twilio account the brand's
 * owner saved, else the server's default. Settings are read per message, so a save applies
 * at once on every server.
 */
export function brandSms(deps: BrandSmsDeps): SmsPort {
  return {
    async send(message) {
      const row =
        message.tenantId === undefined
          ? null
          : await readSettingsRow(deps.db, message.tenantId, 'sms');
      if (row?.provider !== 'twilio') return deps.fallback.send(message);
      const secrets = openSecrets(deps.secretBox, row);
      const { accountSid, from, apiUrl } = row.publicConfig;
      if (!secrets?.authToken || !accountSid || !from) {
        deps.logError(
          `SMS for brand ${message.tenantId} not sent: its saved Twilio settings cannot be read with this APP_SECRET; its owner must save them again`,
        );
        throw new SmsSendError('The saved SMS settings cannot be read');
      }
      const port = twilioSms({
        accountSid,
        authToken: secrets.authToken,
        from,
        apiUrl: apiUrl ?? deps.config.TWILIO_API_URL,
        log: deps.logError,
      });
      return port.send(message);
    },
  };
}
