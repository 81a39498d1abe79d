import type { TPaymentKeys } from '@tableside/shared/contract/provider-settings';
import type { PaymentProvider } from '@tableside/shared/domain/enums';
import type { AppConfig } from '../../config/env';
import type { PaymentSettings } from '../../integrations/payments/payment-port';
import { badRequest } from '../../lib/app-error';
import type { ProviderKeys } from './saved-secrets';

type KeyName = keyof TPaymentKeys;

interface KeyRule {
  name: KeyName;
  /** Public settings are kept readable; the others are encrypted. */
  isPublic: boolean;
  pattern?: RegExp;
  hint?: string;
}

const RULES: Record<PaymentProvider, readonly KeyRule[]> = {
  simulated: [],
  stripe: [
    { name: 'secretKey', isPublic: false, pattern: /^(sk|rk)_\S+$/, hint: 'start with sk_ or rk_' },
    { name: 'webhookSecret', isPublic: false, pattern: /^whsec_\S+$/, hint: 'start with whsec_' },
  ],
  razorpay: [
    { name: 'keyId', isPublic: true, pattern: /^rzp_\S+$/, hint: 'start with rzp_' },
    { name: 'keySecret', isPublic: false, pattern: /^\S+$/, hint: 'have no spaces' },
    { name: 'webhookSecret', isPublic: false, pattern: /^\S+$/, hint: 'have no spaces' },
  ],
};

/**
 * The keys a save or a connection test stands for: each submitted key, else the one saved for
 * the same provider. Checked by provider: a missing or malformed key is a 400 naming it (never
 * echoing it). The simulated gateway takes no money, so production refuses it.
 */
export function resolvePaymentKeys(
  config: AppConfig,
  input: { provider: PaymentProvider; keys: TPaymentKeys },
  saved: ProviderKeys | null,
): ProviderKeys {
  if (input.provider === 'simulated' && config.NODE_ENV === 'production') {
    throw badRequest(
      'provider: the simulated gateway takes no real money; choose stripe or razorpay',
    );
  }
  const fromSaved = saved?.provider === input.provider ? saved : null;
  const resolved: ProviderKeys = { provider: input.provider, publicConfig: {}, secrets: {} };
  for (const rule of RULES[input.provider]) {
    const value =
      input.keys[rule.name] ??
      (rule.isPublic ? fromSaved?.publicConfig[rule.name] : fromSaved?.secrets[rule.name]);
    if (!value) throw badRequest(`keys.${rule.name}: is required for ${input.provider}`);
    if (rule.pattern && !rule.pattern.test(value)) {
      throw badRequest(`keys.${rule.name}: must ${rule.hint}`);
    }
    (rule.isPublic ? resolved.publicConfig : resolved.secrets)[rule.name] = value;
  }
  return resolved;
}

/** The gateway settings of resolved keys; API base URLs come from the environment. */
export function toPaymentSettings(config: AppConfig, keys: ProviderKeys): PaymentSettings {
  const { publicConfig: p, secrets: s } = keys;
  if (keys.provider === 'stripe' && s.secretKey && s.webhookSecret) {
    const { secretKey, webhookSecret } = s;
    return { provider: 'stripe', secretKey, webhookSecret, apiUrl: config.STRIPE_API_URL };
  }
  if (keys.provider === 'razorpay' && p.keyId && s.keySecret && s.webhookSecret) {
    return {
      provider: 'razorpay',
      keyId: p.keyId,
      keySecret: s.keySecret,
      webhookSecret: s.webhookSecret,
      apiUrl: config.RAZORPAY_API_URL,
    };
  }
  if (keys.provider === 'simulated') return { provider: 'simulated' };
  throw new Error(`The saved ${keys.provider} settings are incomplete`);
}
