import { z } from 'zod';

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
    PUBLIC_URL: z.url().optional(),
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    // Twilio or any API that speaks its Messages resource (SMS_PROVIDER=twilio).
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    /** Sender: a +number, an alphanumeric sender id or a Messaging Service SID. */
    TWILIO_FROM: z.string().min(1).optional(),
    TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DEMO_SEED: ZFlag.default(true),
    /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax); per-IP limits rely on it. */
    TRUST_PROXY: z.string().min(1).default('loopback'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when SMS_PROVIDER=twilio',
        });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    TWILIO_API_URL: env.TWILIO_API_URL.replace(/\/+$/, ''),
  }));

export type AppConfig = z.output<typeof ZEnv>;

export class ConfigError extends Error {}

/** Parses the environment once; every problem is listed so an operator fixes them in one go. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "unset" for operators who template env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
