/** A production environment that passes every refusal (the keys point at nothing real). */
export const SAFE_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://order.example.com',
  APP_SECRET: 'x'.repeat(48),
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_production_mode',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_mode',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0000',
  TWILIO_AUTH_TOKEN: 'twilio-token-production-mode',
  TWILIO_FROM: '+15005550006',
  DEMO_SEED: 'false',
} as const;
