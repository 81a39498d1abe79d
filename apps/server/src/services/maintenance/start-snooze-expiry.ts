import type { Database } from '../../db/client';
import type { EventPublisher } from '../../realtime/publisher';
import { expireSnoozes } from './expire-snoozes';

/** Guests should see an '86'd dish back within seconds of its time, without reloading. */
export const SNOOZE_EXPIRY_EVERY_MS = 5_000;

export interface SnoozeExpiryDeps {
  db: Database;
  publisher: EventPublisher;
  log: { error(detail: object, message: string): void };
}

/**
 * Ends due snoozes every few seconds in every process (the job itself is safe to run on
 * several at once). A failed pass is logged and the next one tries again. Returns `stop`,
 * which cancels the schedule and waits for a pass under way.
 */
export function startSnoozeExpiry(
  deps: SnoozeExpiryDeps,
  everyMs = SNOOZE_EXPIRY_EVERY_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireSnoozes(deps)
      .then(() => undefined)
      .catch((err) => deps.log.error({ err }, 'snooze expiry failed; retrying at the next pass'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  // The schedule alone must not keep the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
