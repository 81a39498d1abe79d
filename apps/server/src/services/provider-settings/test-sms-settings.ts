import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { type SmsPort, SmsSendError } from '../../integrations/sms/sms-port';
import { AppError, notFound } from '../../lib/app-error';

/**
 * 'Send a test SMS' through the brand's SMS (its saved provider, else the server's default).
 * A provider failure is a 502 with the provider's reason (the adapter logged it too).
 */
export async function testSmsSettings(
  deps: { db: Database; sms: SmsPort },
  input: { tenantId: number; to: string },
): Promise<{ ok: true }> {
  const [brand] = await deps.db
    .select({ name: brands.name })
    .from(brands)
    .where(eq(brands.id, input.tenantId));
  if (!brand) throw notFound('Brand');
  try {
    await deps.sms.send({
      to: input.to,
      text: `Tableside test message from ${brand.name}`,
      tenantId: input.tenantId,
    });
  } catch (err) {
    if (!(err instanceof SmsSendError)) throw err;
    throw new AppError('BAD_GATEWAY', `The test SMS was not sent: ${err.message}`);
  }
  return { ok: true };
}
