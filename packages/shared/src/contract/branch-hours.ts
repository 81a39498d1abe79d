import { z } from 'zod';
import {
  LAST_CALL_MINUTES_MAX,
  orderHoursProblems,
  SPECIAL_DAY_LABEL_MAX,
  SPECIAL_DAYS_MAX,
  WINDOWS_PER_DAY_MAX,
} from '../domain/order-hours-rules';
import { intBetween, text, ZEntityId, ZId, ZTimestamp } from './common';

// A branch's order hours (issue 14 item 3, action editBranchSettings): weekly windows, special
// days and last call, in the branch's time zone. Rules live in domain/order-hours-rules so the
// console shows the same messages inline. No transforms: the same schema encodes answers.

const ZHhMm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (24 h)');

/** Close after open: the same day; before open: past midnight; equal: open 24 hours. */
export const ZHoursWindow = z.object({ open: ZHhMm, close: ZHhMm });
export type THoursWindow = z.infer<typeof ZHoursWindow>;

const ZDayWindows = z.array(ZHoursWindow).max(WINDOWS_PER_DAY_MAX);

export const ZSpecialDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  /** A holiday: closed all day (its windows are ignored). */
  closed: z.boolean(),
  windows: ZDayWindows,
  /** e.g. 'Diwali'; may be empty. */
  label: text().max(SPECIAL_DAY_LABEL_MAX, `must be at most ${SPECIAL_DAY_LABEL_MAX} characters`),
});
export type TSpecialDay = z.infer<typeof ZSpecialDay>;

/** The stored shape (BranchHoursSetting). weekly[0] is Sunday; an empty day is closed. */
export const ZBranchHours = z
  .object({
    weekly: z.array(ZDayWindows).length(7, 'must have 7 days'),
    specialDays: z.array(ZSpecialDay).max(SPECIAL_DAYS_MAX),
    /** 0 keeps the spec's 10-minute Last Call. */
    lastCallMinutes: intBetween(0, LAST_CALL_MINUTES_MAX),
  })
  .superRefine((hours, ctx) => {
    for (const problem of orderHoursProblems(hours)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  });
export type TBranchHours = z.infer<typeof ZBranchHours>;

export const ZBranchHoursParams = z.object({ branchId: ZId });
export type TBranchHoursParams = z.infer<typeof ZBranchHoursParams>;

/** What the editor reads: `legacy` while the branch still runs on its single pair of times. */
export const ZBranchHoursView = z.object({
  branchId: ZEntityId,
  timeZone: z.string(),
  hours: ZBranchHours,
  legacy: z.boolean(),
  version: ZEntityId,
});
export type TBranchHoursView = z.infer<typeof ZBranchHoursView>;

export const ZPutBranchHoursBody = z.object({ hours: ZBranchHours, version: ZEntityId });
export type TPutBranchHoursBody = z.infer<typeof ZPutBranchHoursBody>;

export const BRANCH_HOURS_CONFLICT_MESSAGE = 'Someone else changed these hours meanwhile';

/** 409 on a stale save, with the hours as they are now. */
export const ZBranchHoursConflict = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: ZBranchHoursView,
});

/**
 * The console's 'Open now · closes in …' chip: the status now, and the hours with their zone
 * so the chip moves on each minute with the same domain function, without asking again.
 */
export const ZBranchHoursStatus = z.object({
  hours: ZBranchHours,
  open: z.boolean(),
  opensAt: ZTimestamp.nullable(),
  closesAt: ZTimestamp.nullable(),
  nextOpening: ZTimestamp.nullable(),
  lastCallAt: ZTimestamp.nullable(),
  minutesUntilClose: z.number().int().min(0).nullable(),
  timeZone: z.string(),
});
export type TBranchHoursStatus = z.infer<typeof ZBranchHoursStatus>;

export const BRANCH_HOURS_ROUTES = {
  /** GET -> ZBranchHoursView; PUT {ZPutBranchHoursBody} -> ZBranchHoursView (editBranchSettings) */
  hours: '/v1/staff/branches/:branchId/hours',
  /** GET -> ZBranchHoursStatus (any signed-in member of the branch) */
  status: '/v1/staff/branches/:branchId/hours/status',
} as const;
