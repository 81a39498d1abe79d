import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { setupTokens } from '../../src/db/schema/index';
import { manualClock } from '../../src/lib/clock';
import {
  MAINTENANCE_LOCK_KEY,
  runMaintenance,
} from '../../src/services/maintenance/run-maintenance';
import { startMaintenance } from '../../src/services/maintenance/start-maintenance';
import { createTestDatabase } from '../helpers/test-db';

const onPostgres = process.env.TEST_DB === 'postgres';
const clock = manualClock('2026-03-10T12:00:00Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A setup token that expired a minute ago: every pass deletes it. */
async function expiredToken(): Promise<() => Promise<boolean>> {
  const [row] = await database.db
    .insert(setupTokens)
    .values({
      tokenHash: randomBytes(16).toString('hex'),
      expiresAt: new Date(clock.now().getTime() - 60_000),
    })
    .returning({ id: setupTokens.id });
  return async () =>
    (await database.db.select().from(setupTokens).where(eq(setupTokens.id, row!.id))).length > 0;
}

const recordingLog = () => ({ info: vi.fn(), error: vi.fn() });

describe('startMaintenance', () => {
  it('purges on its schedule, logs what went, and stops', async () => {
    const log = recordingLog();
    const stop = startMaintenance({ database, clock, log }, { firstRunMs: 10, everyMs: 30 });
    const first = await expiredToken();
    await vi.waitFor(async () => expect(await first()).toBe(false), { timeout: 3_000 });
    expect(log.info).toHaveBeenCalledWith(
      { purged: expect.objectContaining({ setupTokens: 1 }) },
      'maintenance: expired rows purged',
    );
    await stop();
    const afterStop = await expiredToken();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await afterStop()).toBe(true);
  });

  it('logs a failed pass and tries again at the next one', async () => {
    const log = recordingLog();
    let failures = 1;
    const flaky: DatabaseHandle = {
      ...database,
      runAlone: (key, work) =>
        failures-- > 0
          ? Promise.reject(new Error('connection lost'))
          : database.runAlone(key, work),
    };
    const stop = startMaintenance({ database: flaky, clock, log }, { firstRunMs: 10, everyMs: 30 });
    const token = await expiredToken();
    await vi.waitFor(async () => expect(await token()).toBe(false), { timeout: 3_000 });
    await stop();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'connection lost' }) },
      'maintenance: purge failed; retrying at the next pass',
    );
  });
});

describe.skipIf(!onPostgres)('on PostgreSQL, one process at a time', () => {
  it('skips a pass while another connection holds the maintenance lock, runs once it is free', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // Another "process": a pass holding the lock on its own connection.
    const other = database.runAlone(MAINTENANCE_LOCK_KEY, async () => {
      entered();
      await held;
    });
    await inside;
    const token = await expiredToken();

    const [a, b] = await Promise.all([
      runMaintenance(database, clock.now()),
      runMaintenance(database, clock.now()),
    ]);
    expect([a, b]).toEqual([null, null]);
    expect(await token()).toBe(true);

    release();
    expect(await other).toBe(true);
    expect(await runMaintenance(database, clock.now())).toMatchObject({ setupTokens: 1 });
    expect(await token()).toBe(false);
  });

  it('lets only one of two concurrent passes do the work', async () => {
    let calls = 0;
    const slowWork = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    const ran = await Promise.all([
      database.runAlone(MAINTENANCE_LOCK_KEY, slowWork),
      database.runAlone(MAINTENANCE_LOCK_KEY, slowWork),
    ]);
    expect(ran.sort()).toEqual([false, true]);
    expect(calls).toBe(1);
  });
});
