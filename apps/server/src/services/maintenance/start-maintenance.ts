import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { runMaintenance } from './run-maintenance';

export interface MaintenanceDeps {
  database: DatabaseHandle;
  clock: Clock;
  log: {
    info(detail: object, message: string): void;
    error(detail: object, message: string): void;
  };
}

export interface MaintenanceTiming {
  /** After start, so a fleet restarting together does not purge while it warms up. */
  firstRunMs: number;
  everyMs: number;
}

export const MAINTENANCE_TIMING: MaintenanceTiming = { firstRunMs: 60_000, everyMs: 10 * 60_000 };

/**
 * Runs the purges on a schedule (every process schedules; the advisory lock lets one of them
 * work at a time). A failed pass is logged and the next one tries again. Returns `stop`, which
 * cancels the schedule and waits for a pass under way, so shutdown closes the database after.
 */
export function startMaintenance(
  deps: MaintenanceDeps,
  timing: MaintenanceTiming = MAINTENANCE_TIMING,
): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const pass = async () => {
    try {
      const counts = await runMaintenance(deps.database, deps.clock.now());
      if (counts && Object.values(counts).some((n) => n > 0)) {
        deps.log.info({ purged: counts }, 'maintenance: expired rows purged');
      }
    } catch (err) {
      deps.log.error({ err }, 'maintenance: purge failed; retrying at the next pass');
    }
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = null;
        schedule(timing.everyMs);
      });
    }, ms);
    // The schedule alone must not keep the process alive.
    timer.unref();
  };
  schedule(timing.firstRunMs);

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
