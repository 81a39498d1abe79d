import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { PaymentGateways } from './integrations/payments/payment-port';
import type { SimulatedGateway } from './integrations/payments/simulated-gateway';
import type { OutboxEntry } from './integrations/sms/console-sms';
import type { SmsPort } from './integrations/sms/sms-port';
import type { Clock } from './lib/clock';
import type { EventPublisher } from './realtime/publisher';

/** What every route and service may use; built once by server.ts (or a test) and passed in. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  publisher: EventPublisher;
  sms: SmsPort;
  /** The console adapter's messages (dev outbox); null with a real SMS provider. */
  smsOutbox: ((phoneNo?: string) => OutboxEntry[]) | null;
  /** Each brand's online payment gateway (the simulated one by default). */
  payments: PaymentGateways;
  /** The simulated gateway, whose page this server serves; null in production. */
  simulated: SimulatedGateway | null;
  /** Whether the realtime server's Redis answers (/readyz); absent without REDIS_URL. */
  redisHealth?: () => Promise<boolean>;
}
