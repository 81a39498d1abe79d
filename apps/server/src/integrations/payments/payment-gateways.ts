import type { PaymentProvider } from '@tableside/shared/domain/enums';
import type { AppConfig } from '../../config/env';
import {
  GATEWAY_TIMEOUT_MS,
  GatewayError,
  type GatewayIo,
  type PaymentGateways,
  type PaymentPort,
  type PaymentSettings,
} from './payment-port';
import type { SimulatedGateway } from './simulated-gateway';

export interface PaymentGatewaysDeps {
  config: AppConfig;
  /** The simulated gateway; null where it must not run (production). */
  simulated: SimulatedGateway | null;
  /** A brand's saved settings (decrypted), or null when it has saved none. */
  loadSaved?: (tenantId: number) => Promise<PaymentSettings | null>;
  io?: Partial<GatewayIo>;
}

/** The environment's settings for one provider (single-brand installs, tests). */
export function envPaymentSettings(
  config: AppConfig,
  provider: PaymentProvider = config.PAYMENT_PROVIDER,
): PaymentSettings | null {
  if (provider === 'stripe') {
    const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
    if (!secretKey || !webhookSecret) return null;
    return { provider, secretKey, webhookSecret, apiUrl: config.STRIPE_API_URL };
  }
  if (provider === 'razorpay') {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
    const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET;
    if (!keyId || !keySecret || !webhookSecret) return null;
    return { provider, keyId, keySecret, webhookSecret, apiUrl: config.RAZORPAY_API_URL };
  }
  return { provider: 'simulated' };
}

/**
 * Each brand's gateway: what its owner saved, else the environment's default. Adapters are
 * loaded on first use, so an install pays only for the gateway it uses.
 */
export function createPaymentGateways(deps: PaymentGatewaysDeps): PaymentGateways {
  const io: GatewayIo = {
    fetch: deps.io?.fetch ?? globalThis.fetch,
    timeoutMs: deps.io?.timeoutMs ?? GATEWAY_TIMEOUT_MS,
  };

  async function settingsOf(tenantId: number, provider?: PaymentProvider) {
    const saved = await deps.loadSaved?.(tenantId);
    if (saved && (!provider || saved.provider === provider)) return saved;
    const fromEnv = envPaymentSettings(deps.config, provider);
    // A session opened at a gateway the brand has since left, with no keys of it in the
    // environment: the gateway cannot be asked, as if it did not answer.
    if (!fromEnv) throw new GatewayError(`No ${provider} keys are configured`, 'unauthorized');
    return fromEnv;
  }

  async function portOf(settings: PaymentSettings): Promise<PaymentPort> {
    switch (settings.provider) {
      case 'stripe':
        return (await import('./stripe/stripe-gateway')).stripeGateway(settings, io);
      case 'razorpay':
        return (await import('./razorpay/razorpay-gateway')).razorpayGateway(settings, io);
      case 'simulated':
        if (!deps.simulated) throw new Error('The simulated gateway does not run in production');
        return deps.simulated;
    }
  }

  return {
    settingsOf,
    forTenant: async (tenantId) => portOf(await settingsOf(tenantId)),
    forSession: async (session) => portOf(await settingsOf(session.tenantId, session.provider)),
  };
}
