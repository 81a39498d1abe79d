// Shared set-up of the order hours tests: a week of lunch and dinner, and signed-in calls.
import { BRANCH_HOURS_ROUTES, type TBranchHours } from '@tableside/shared/contract/branch-hours';
import type { TestApp } from '../helpers/test-app';

/** Demo ids: brand 1 has branches 1 and 2, brand 2 has branch 3 (all Asia/Kolkata). */
export const BRANCH = 2;
export const OTHER_TENANT_BRANCH = 3;

const lunchAndDinner = [
  { open: '12:00', close: '15:00' },
  { open: '19:00', close: '23:00' },
];

/** Closed on Sunday; lunch and dinner the other days; a holiday on 2026-03-12 (Thursday). */
export const week: TBranchHours = {
  weekly: [[], ...Array.from({ length: 6 }, () => lunchAndDinner)],
  specialDays: [{ date: '2026-03-12', closed: true, windows: [], label: 'Holi' }],
  lastCallMinutes: 20,
};

export const hoursUrl = (branchId = BRANCH) =>
  BRANCH_HOURS_ROUTES.hours.replace(':branchId', String(branchId));
export const statusUrl = (branchId = BRANCH) =>
  BRANCH_HOURS_ROUTES.status.replace(':branchId', String(branchId));

export function getHours(t: TestApp, headers: Record<string, string>, branchId = BRANCH) {
  return t.app.inject({ method: 'GET', url: hoursUrl(branchId), headers });
}

export function putHours(
  t: TestApp,
  headers: Record<string, string>,
  payload: object,
  branchId = BRANCH,
) {
  return t.app.inject({ method: 'PUT', url: hoursUrl(branchId), headers, payload });
}

/** A wall-clock time in Bengaluru (UTC+05:30), as the manual clock takes it. */
export const ist = (local: string) => new Date(`${local}:00+05:30`);
