import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, branchSettings } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  BRANCH,
  getHours,
  hoursUrl,
  ist,
  OTHER_TENANT_BRANCH,
  putHours,
  statusUrl,
  week,
} from './hours-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let waiter: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  waiter = await signIn(t, 'waiter');
});

describe('GET and PUT /v1/staff/branches/:branchId/hours', () => {
  it('shows a branch without weekly hours as its pair of times, every day', async () => {
    const res = await getHours(t, manager);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ branchId: BRANCH, timeZone: 'Asia/Kolkata', legacy: true });
    expect(view.hours.weekly).toEqual(
      Array.from({ length: 7 }, () => [{ open: '11:30', close: '00:45' }]),
    );
    expect(view.hours.lastCallMinutes).toBe(0);
  });

  it('saves a week, bumps the version, writes one audit record and reads it back', async () => {
    const before = (await getHours(t, manager)).json();
    const res = await putHours(t, manager, { hours: week, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hours: week, legacy: false, version: before.version + 1 });
    expect((await getHours(t, manager)).json().hours).toEqual(week);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'branchHours.update'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'branch', entityId: String(BRANCH) });
    expect(audits[0]?.detail).toMatchObject({ after: week, legacyBefore: true });
  });

  it('answers 409 with the current hours to the second of two editors, and keeps the first save', async () => {
    const { version } = (await getHours(t, manager)).json();
    const first = await putHours(t, manager, { hours: { ...week, lastCallMinutes: 5 }, version });
    expect(first.statusCode).toBe(200);
    const second = await putHours(t, manager, { hours: { ...week, lastCallMinutes: 45 }, version });
    expect(second.statusCode).toBe(409);
    expect(second.json().current.hours.lastCallMinutes).toBe(5);
    const [row] = await t.db
      .select()
      .from(branchSettings)
      .where(eq(branchSettings.branchId, BRANCH));
    expect(row?.hours?.lastCallMinutes).toBe(5);
  });

  it.each<[string, object, string]>([
    [
      'overlapping windows',
      {
        weekly: [
          [],
          [
            { open: '12:00', close: '15:00' },
            { open: '14:00', close: '16:00' },
          ],
          [],
          [],
          [],
          [],
          [],
        ],
      },
      'hours.weekly.1.1: overlaps 12:00–15:00',
    ],
    [
      'a time past 23:59',
      { weekly: [[{ open: '24:00', close: '02:00' }], [], [], [], [], [], []] },
      'hours.weekly.0.0.open',
    ],
    ['six days', { weekly: [[], [], [], [], [], []] }, 'hours.weekly'],
    ['last call over 120', { lastCallMinutes: 121 }, 'hours.lastCallMinutes'],
    [
      'an impossible special date',
      { specialDays: [{ date: '2026-02-30', closed: true, windows: [], label: '' }] },
      'hours.specialDays.0.date',
    ],
  ])('answers 400 naming the field for %s', async (_name, change, field) => {
    const { version } = (await getHours(t, manager)).json();
    const res = await putHours(t, manager, { hours: { ...week, ...change }, version });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(field)).toBe(true);
  });

  it('refuses a waiter (403), another brand (404) and no session (401), writing nothing', async () => {
    const before = (await getHours(t, manager)).json();
    expect((await getHours(t, waiter)).statusCode).toBe(403);
    expect((await putHours(t, waiter, { hours: week, version: before.version })).statusCode).toBe(
      403,
    );
    expect((await getHours(t, manager, OTHER_TENANT_BRANCH)).statusCode).toBe(404);
    expect(
      (await putHours(t, manager, { hours: week, version: 1 }, OTHER_TENANT_BRANCH)).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: hoursUrl() })).statusCode).toBe(401);
    expect((await getHours(t, manager)).json()).toEqual(before);
  });
});

describe('GET /v1/staff/branches/:branchId/hours/status', () => {
  const status = (headers: Record<string, string>, branchId = BRANCH) =>
    t.app.inject({ method: 'GET', url: statusUrl(branchId), headers });

  beforeAll(async () => {
    const { version } = (await getHours(t, manager)).json();
    expect((await putHours(t, manager, { hours: week, version })).statusCode).toBe(200);
  });

  it('tells any member of the branch it is open and when it closes', async () => {
    t.clock.set(ist('2026-03-10T13:00')); // a Tuesday, at lunch
    const res = await status(waiter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hours: week,
      open: true,
      opensAt: ist('2026-03-10T12:00').toISOString(),
      closesAt: ist('2026-03-10T15:00').toISOString(),
      nextOpening: ist('2026-03-10T19:00').toISOString(),
      lastCallAt: ist('2026-03-10T14:40').toISOString(),
      minutesUntilClose: 120,
      timeZone: 'Asia/Kolkata',
    });
  });

  it('skips the holiday when closed after Wednesday dinner', async () => {
    t.clock.set(ist('2026-03-11T23:30'));
    // A day later the morning's sessions have lapsed.
    waiter = await signIn(t, 'waiter');
    expect((await status(waiter)).json()).toMatchObject({
      open: false,
      closesAt: null,
      nextOpening: ist('2026-03-13T12:00').toISOString(),
    });
  });

  it('answers 404 for another brand and 401 without a session', async () => {
    expect((await status(waiter, OTHER_TENANT_BRANCH)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: statusUrl() })).statusCode).toBe(401);
  });
});
