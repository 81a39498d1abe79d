import { createHash } from 'node:crypto';
import { PAYMENT_PROVIDERS } from '@tableside/shared/domain/enums';
import { z } from 'zod';
import { MIN_SECRET_LENGTH, productionProblems, SECRET_HINT } from './production-rules';

/**
 * Development and tests only (production refuses to start without APP_SECRET): fixed, so a
 * restart keeps cookies and stored provider keys readable, and public, so worthless to steal.
 */
const DEVELOPMENT_APP_SECRET = createHash('sha256')
  .update('tableside development-only APP_SECRET; never used with NODE_ENV=production')
  .digest('base64url');

const ZFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    // PostgreSQL pool of each process (ignored on PGlite); 0 turns a timeout off.
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    PUBLIC_URL: z.url().optional(),
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    // Twilio or any API that speaks its Messages resource (SMS_PROVIDER=twilio).
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** Sender: a +number, an alphanumeric sender id or a Messaging Service SID. */
    TWILIO_FROM: z.string().min(1).optional(),
    TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    /** Default gateway of every brand that has not saved its own payment settings. */
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('simulated'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Signs cookies and encrypts stored provider keys. */
    APP_SECRET: z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters; ${SECRET_HINT}`)
      .optional(),
    /** Default: on outside production, off in production (where on is refused). */
    DEMO_SEED: ZFlag.optional(),
    /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax); per-IP limits rely on it. */
    TRUST_PROXY: z.string().min(1).default('loopback'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Uploaded photos go to `${DATA_DIR}/media` unless this S3-compatible bucket is set. */
    MEDIA_S3_BUCKET: z.string().min(1).optional(),
    MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    MEDIA_S3_REGION: z.string().min(1).optional(),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    const require = (keys: readonly (keyof typeof env)[], when: string) => {
      for (const key of keys) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${when}` });
      }
    };
    if (env.SMS_PROVIDER === 'twilio') {
      require(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'], 'SMS_PROVIDER=twilio');
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      require(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], 'PAYMENT_PROVIDER=stripe');
    }
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      require([
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
      ], 'PAYMENT_PROVIDER=razorpay');
    }
    // A half-configured bucket would silently store photos on local disk instead.
    const s3 = [
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_REGION',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
    ] as const;
    if (s3.some((key) => env[key])) require(s3, 'any MEDIA_S3_* setting is set');
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    APP_SECRET: env.APP_SECRET ?? DEVELOPMENT_APP_SECRET,
    DEMO_SEED: env.DEMO_SEED ?? env.NODE_ENV !== 'production',
    TWILIO_API_URL: env.TWILIO_API_URL.replace(/\/+$/, ''),
    STRIPE_API_URL: env.STRIPE_API_URL.replace(/\/+$/, ''),
    RAZORPAY_API_URL: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
  }));

export type AppConfig = z.output<typeof ZEnv>;

export class ConfigError extends Error {}

/**
 * Parses the environment once; every problem is listed so an operator fixes them in one go.
 * Messages name the setting and the fix, never its value (it may be a secret).
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset" for operators who template env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  const invalid = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  const unsafe =
    cleaned.NODE_ENV === 'production'
      ? productionProblems(cleaned).map((p) => `  ${p.key}: ${p.message}`)
      : [];
  const sections = [
    invalid.length > 0 ? `Invalid environment:\n${invalid.join('\n')}` : '',
    unsafe.length > 0
      ? `Not safe for production (NODE_ENV=production); change these and start again:\n${unsafe.join('\n')}`
      : '',
  ].filter(Boolean);
  if (!parsed.success || sections.length > 0) throw new ConfigError(sections.join('\n'));
  return parsed.data;
}
