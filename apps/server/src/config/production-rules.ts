// What NODE_ENV=production refuses: every demo convenience that would let a guest pay nothing,
// leak an OTP or sign in as a demo user on a real restaurant's server (decision 0008).
// Checked on the raw environment so these are listed even when another setting fails to parse.

export interface ConfigProblem {
  key: string;
  message: string;
}

export const SECRET_HINT = 'generate one with `openssl rand -base64 48`';
export const MIN_SECRET_LENGTH = 32;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const TRUE_FLAGS = new Set(['1', 'true', 'on', 'yes']);

/** The problems of a production environment; values are never quoted (they may be secrets). */
export function productionProblems(env: Record<string, string | undefined>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const refuse = (key: string, message: string) => problems.push({ key, message });

  if ((env.PAYMENT_PROVIDER ?? 'simulated') === 'simulated') {
    refuse(
      'PAYMENT_PROVIDER',
      'the simulated gateway lets a guest mark a bill paid without paying; set PAYMENT_PROVIDER=stripe or PAYMENT_PROVIDER=razorpay with its keys',
    );
  }
  if ((env.SMS_PROVIDER ?? 'console') === 'console') {
    refuse(
      'SMS_PROVIDER',
      'console only writes codes to the log; set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
  }
  const publicUrlProblem = checkPublicUrl(env.PUBLIC_URL);
  if (publicUrlProblem) refuse('PUBLIC_URL', publicUrlProblem);
  if (env.APP_SECRET === undefined) {
    refuse(
      'APP_SECRET',
      `is required in production (${MIN_SECRET_LENGTH}+ characters); ${SECRET_HINT}`,
    );
  }
  if (env.DEMO_SEED !== undefined && TRUE_FLAGS.has(env.DEMO_SEED)) {
    refuse(
      'DEMO_SEED',
      'would create the demo restaurant and its demo users; remove DEMO_SEED or set DEMO_SEED=false',
    );
  }
  return problems;
}

function checkPublicUrl(value: string | undefined): string | null {
  const fix =
    'set PUBLIC_URL to the https address guests and staff open, e.g. https://order.example.com';
  if (value === undefined) return `is required in production; ${fix}`;
  if (!URL.canParse(value)) return null; // the schema reports a malformed URL
  const url = new URL(value);
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return `must be https (plain http only for localhost, 127.0.0.1 or [::1]); ${fix}`;
}
